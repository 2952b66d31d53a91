import { baseProperties } from './base';

baseProperties(3);
