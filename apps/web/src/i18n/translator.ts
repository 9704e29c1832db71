/**
 * The app's translation runtime: nested keys (`<domain>.<view>.<key>`), `{{name}}` and
 * `{{name, number}}` placeholders, plural forms by `_one` / `_other` suffixes (Intl.PluralRules),
 * English as the fallback language, and a language-change event.
 *
 * It reads the same JSON files and keeps the calling conventions of i18next (`t(key, values)`,
 * `{ count }`, `{ lng }`, `getFixedT`, `changeLanguage`), which the app used before: the features
 * the app uses are these few, and i18next with react-i18next cost 16 KB of gzipped script on the
 * sign-in's critical path, where the budget for everything but React is about 50 KB.
 */

export type TranslationTree = { [key: string]: string | TranslationTree };
/** Values for a text's placeholders; `count` also picks the plural form, `lng` the language. */
export type TOptions = { count?: number; lng?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

type Listener = (language: string) => void;

const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

export class Translator {
  /** The interface language; texts missing in it come from `fallbackLanguage`. */
  language: string;
  readonly fallbackLanguage: string;
  private readonly resources = new Map<string, TranslationTree>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly numbers = new Map<string, Intl.NumberFormat>();
  private readonly fixed = new Map<string, TFunction>();
  private readonly onMissing: ((key: string) => void) | undefined;
  /** A `t` made anew on every change of language or texts, so React re-renders what reads it (`useTranslation`). */
  private current: TFunction = (key, options) => this.translate(key, options);

  constructor(options: {
    language: string;
    fallbackLanguage: string;
    resources?: Record<string, TranslationTree>;
    onMissing?: (key: string) => void;
  }) {
    this.language = options.language;
    this.fallbackLanguage = options.fallbackLanguage;
    this.onMissing = options.onMissing;
    for (const [lng, tree] of Object.entries(options.resources ?? {})) this.addResources(lng, tree);
  }

  /** Adds texts to a language; a key present in both trees takes the new text. */
  addResources(lng: string, tree: TranslationTree): void {
    this.resources.set(lng, deepMerge(this.resources.get(lng) ?? {}, tree));
    this.changed('added');
  }

  /** Asynchronous as in i18next, whose callers await it; every language's texts are here already. */
  changeLanguage(lng: string): Promise<void> {
    if (lng !== this.language) {
      this.language = lng;
      this.changed('languageChanged');
    }
    return Promise.resolve();
  }

  on(event: 'languageChanged' | 'added', listener: Listener): void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
  }

  off(event: 'languageChanged' | 'added', listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  /** Calls `listener` on every change of language or texts; returns the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.on('languageChanged', listener);
    this.on('added', listener);
    return () => {
      this.off('languageChanged', listener);
      this.off('added', listener);
    };
  };

  readonly getT = (): TFunction => this.current;

  /** A `t` that always reads one language, whatever the interface shows. */
  getFixedT(lng: string): TFunction {
    let t = this.fixed.get(lng);
    if (!t) this.fixed.set(lng, (t = (key, options) => this.translate(key, { ...options, lng: options?.lng ?? lng })));
    return t;
  }

  /** The text of `key` in the interface language (or `options.lng`), placeholders filled in. */
  readonly t: TFunction = (key, options) => this.translate(key, options);

  private translate(key: string, options?: TOptions): string {
    const lng = options?.lng ?? this.language;
    const text = this.lookup(lng, key, options?.count) ?? this.lookup(this.fallbackLanguage, key, options?.count);
    if (text === undefined) {
      this.onMissing?.(key);
      return key;
    }
    if (!options) return text;
    return text.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
      const value = options[name];
      if (value === undefined) return whole;
      if (format === 'number' && typeof value === 'number') return this.numberFormat(lng).format(value);
      return String(value);
    });
  }

  private lookup(lng: string, key: string, count: number | undefined): string | undefined {
    const tree = this.resources.get(lng);
    if (!tree) return undefined;
    if (typeof count === 'number') {
      const plural =
        (count === 0 ? find(tree, `${key}_zero`) : undefined) ??
        find(tree, `${key}_${this.pluralRules(lng).select(count)}`) ??
        find(tree, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    return find(tree, key);
  }

  private pluralRules(lng: string): Intl.PluralRules {
    let rules = this.plurals.get(lng);
    if (!rules) this.plurals.set(lng, (rules = new Intl.PluralRules(lng)));
    return rules;
  }

  private numberFormat(lng: string): Intl.NumberFormat {
    let format = this.numbers.get(lng);
    if (!format) this.numbers.set(lng, (format = new Intl.NumberFormat(lng)));
    return format;
  }

  private changed(event: 'languageChanged' | 'added'): void {
    this.current = (key, options) => this.translate(key, options);
    for (const listener of this.listeners.get(event) ?? []) listener(this.language);
  }
}

function find(tree: TranslationTree, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Deep merge of translation trees (a domain may come in parts, and in several loads). */
export function deepMerge(a: TranslationTree, b: TranslationTree): TranslationTree {
  const out: TranslationTree = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = prev && typeof prev === 'object' && typeof v === 'object' ? deepMerge(prev, v) : v;
  }
  return out;
}
