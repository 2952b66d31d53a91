import { moduleProperties } from './modules';

moduleProperties(3, 4);
