import { moduleProperties } from './modules';

moduleProperties(0, 4);
