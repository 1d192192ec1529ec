/**
 * zod, as every schema of the site imports it. The first parse of a zod 4 object schema probes
 * whether `new Function` works (to compile a faster parser); our CSP allows no eval, and the
 * browser reports that probe as a policy violation even though zod catches the error. Parsing
 * without the compiled fast path is quick enough for forms.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
