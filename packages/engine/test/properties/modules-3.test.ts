import { moduleProperties } from './modules';

moduleProperties(2, 4);
