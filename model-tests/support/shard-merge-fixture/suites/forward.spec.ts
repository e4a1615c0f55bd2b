import { walkTest } from '../walk';

walkTest('m 1: a', ['m.a']);
walkTest('m 2: go', ['m.a', 'm.b', 'm.a --go--> m.b']);
