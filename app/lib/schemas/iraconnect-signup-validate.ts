/** The signup form's browser-side check, loaded when the form is first used (app/lib/use-lazy-module.ts). */
import { parseWithZod } from "@conform-to/zod/v4";
import { signupSchema } from "./iraconnect-signup.ts";

export const validate = (formData: FormData) => parseWithZod(formData, { schema: signupSchema });
