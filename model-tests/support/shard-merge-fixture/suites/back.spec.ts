import { walkTest } from '../walk';

walkTest('m 3: back', ['m.a', 'm.b', 'm.a --go--> m.b', 'm.b --back--> m.a']);
walkTest('m 4: b', ['m.a', 'm.b']);
