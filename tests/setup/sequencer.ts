/**
 * The order Vitest starts test files in. With no timings cached (every CI run starts from a clean
 * clone), Vitest starts the largest files first; the files that spawn processes or open several
 * databases are not the largest, and started late they ran alone at the end while the other worker
 * sat idle. These start first; everything else keeps Vitest's own order.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The slowest files (seconds on the 2-core CI machine, `npm test`'s closing table), slowest first. */
export const SLOW_FIRST = [
  "tests/integration/admin-create-cli.test.ts",
  "tests/integration/login-throttle.test.ts",
  "tests/integration/admin-login-route.test.ts",
  "tests/integration/password-reset.test.ts",
  "tests/integration/login-concurrency.test.ts",
  "tests/integration/pglite-memory.test.ts",
  "tests/integration/auth-sessions.test.ts",
  "tests/integration/pglite-lock.test.ts",
];

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // Vitest runs projects one after the other: reorder within each, keeping the projects' order.
    // Array.prototype.sort is stable: files not in the list keep Vitest's order.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) => sorted.filter((spec) => spec.project.name === name).sort((a, b) => rank(a) - rank(b)));
  }
}
