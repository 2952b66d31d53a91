import { baseProperties } from './base';

baseProperties(2);
