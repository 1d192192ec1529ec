/** The contact form's browser-side check, loaded when the form is first used (app/lib/use-lazy-module.ts). */
import { parseWithZod } from "@conform-to/zod/v4";
import { ContactSchema } from "./contact.ts";

export const validate = (formData: FormData) => parseWithZod(formData, { schema: ContactSchema });
