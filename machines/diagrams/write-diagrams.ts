import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allMachines } from '../index';
import { DIAGRAMS_DIR, diagramFiles } from './diagram-files';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const dir = join(repoRoot, DIAGRAMS_DIR);
const files = diagramFiles(allMachines);

mkdirSync(dir, { recursive: true });
for (const stale of readdirSync(dir).filter((f) => f.endsWith('.md') && !files.has(f))) rmSync(join(dir, stale));
for (const [file, content] of files) writeFileSync(join(dir, file), content);
console.log(`wrote ${files.size} files to ${DIAGRAMS_DIR}/: ${[...files.keys()].join(', ')}`);
