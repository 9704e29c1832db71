import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderCacheTagsModule, renderRoutesModule } from '../src/routes-module';

for (const [file, render] of [
  ['routes.ts', renderRoutesModule],
  ['cache-tags.ts', renderCacheTagsModule],
] as const) {
  const target = fileURLToPath(new URL(`../src/${file}`, import.meta.url));
  writeFileSync(target, render());
  console.log(`wrote ${target}`);
}
