/**
 * Answers kept per key, for inputs a server sees again and again (a client's Host and
 * Accept-Language headers, a screen's query string). Bounded both ways, so varied or hostile input
 * costs no more than computing each answer: at most `size` keys (the whole set is dropped when it
 * is full), and a key longer than `maxKeyLength` is never kept.
 */
export class KeptAnswers<V> {
  private readonly answers = new Map<string, V>();

  constructor(private readonly limits: { size: number; maxKeyLength: number }) {}

  get(key: string): V | undefined {
    return this.answers.get(key);
  }

  set(key: string, value: V): void {
    if (key.length > this.limits.maxKeyLength) return;
    if (this.answers.size >= this.limits.size) this.answers.clear();
    this.answers.set(key, value);
  }
}
