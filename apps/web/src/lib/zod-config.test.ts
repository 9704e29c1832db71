import { expect, it } from 'vitest';
import './zod-config';
import { z } from 'zod';

it("puts zod into jitless mode, so it never probes eval under the app's CSP", () => {
  expect(z.config().jitless).toBe(true);
});
