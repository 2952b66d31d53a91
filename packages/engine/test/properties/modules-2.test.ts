import { moduleProperties } from './modules';

moduleProperties(1, 4);
