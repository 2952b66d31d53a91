import { baseProperties } from './base';

baseProperties(4);
