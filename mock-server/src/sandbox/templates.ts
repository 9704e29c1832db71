/**
 * The seeded templates sandboxes are copied from: one SQLite file per data set (demo, large) in
 * `.templates/` of the sandboxes' folder, with its seed summary beside it. A template older than
 * an hour is seeded again before it is copied, so a new sandbox's data is as of about now (the
 * demo set takes under a second, the large one some seconds, once an hour at most).
 */
import type { InvoiceParty } from '@mbo/contracts';
import type { SeedScale, SeedSummary } from '@mbo/seed';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeSeededFile } from '../repo/database';

export const TEMPLATE_MAX_AGE_MS = 60 * 60 * 1000;

export interface Template {
  file: string;
  summary: SeedSummary;
}

export class Templates {
  private readonly known = new Map<SeedScale, Template>();

  constructor(
    private readonly dir: string,
    private readonly issuer: InvoiceParty,
    /** The real time: a template's seed is as of it. */
    private readonly now: () => number,
  ) {}

  /** The template of the data set, seeded first when there is none or it is over an hour old. */
  get(scale: SeedScale): Template {
    const now = this.now();
    const template = this.known.get(scale) ?? this.read(scale);
    if (template && now - template.summary.now < TEMPLATE_MAX_AGE_MS && now >= template.summary.now) return template;
    return this.seed(scale, now);
  }

  private paths(scale: SeedScale) {
    return { file: join(this.dir, `${scale}.sqlite`), summary: join(this.dir, `${scale}.json`) };
  }

  private read(scale: SeedScale): Template | undefined {
    const { file, summary } = this.paths(scale);
    if (!existsSync(file) || !existsSync(summary)) return undefined;
    try {
      const template = { file, summary: JSON.parse(readFileSync(summary, 'utf8')) as SeedSummary };
      this.known.set(scale, template);
      return template;
    } catch {
      return undefined;
    }
  }

  /** Seeds into a file of its own, then puts it in place: a copy never meets a half-written template. */
  private seed(scale: SeedScale, now: number): Template {
    mkdirSync(this.dir, { recursive: true });
    const { file, summary: summaryFile } = this.paths(scale);
    const next = `${file}.next`;
    rmSync(next, { force: true });
    const summary = writeSeededFile(next, scale, now, this.issuer);
    renameSync(next, file);
    writeFileSync(summaryFile, JSON.stringify(summary));
    const template = { file, summary };
    this.known.set(scale, template);
    return template;
  }
}
