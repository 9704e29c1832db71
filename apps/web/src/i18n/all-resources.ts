import type { Resource, ResourceLanguage } from 'i18next';

/** Every namespace of both languages at once, for tests that compare them or need both. */
const files = import.meta.glob<ResourceLanguage>('./*/*.json', { eager: true, import: 'default' });

function language(lng: string): ResourceLanguage {
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./${lng}/`))
      .map(([path, texts]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), texts]),
  );
}

export const en = language('en');
export const de = language('de');
export const resources: Resource = { en, de };
