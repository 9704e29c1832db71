import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRoutesModule } from '../src/routes-module';

const target = fileURLToPath(new URL('../src/routes.ts', import.meta.url));
writeFileSync(target, renderRoutesModule());
console.log(`wrote ${target}`);
