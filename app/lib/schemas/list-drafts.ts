/**
 * List fields (tags, challenges...) have a text box for the next item. With JavaScript, Enter or
 * Add moves it into the list; without JavaScript, the server does it on submit, so typing an item
 * and pressing Save never loses it.
 */
export const draftName = (field: string) => `${field}__draft`;

export function mergeListDrafts(formData: FormData, fields: readonly string[]): FormData {
  for (const field of fields) {
    const draft = formData.get(draftName(field));
    formData.delete(draftName(field));
    if (typeof draft !== "string" || !draft.trim()) continue;
    const pattern = new RegExp(`^${field}\\[(\\d+)\\]$`);
    let next = 0;
    for (const key of formData.keys()) {
      const match = pattern.exec(key);
      if (match) next = Math.max(next, Number(match[1]) + 1);
    }
    formData.set(`${field}[${next}]`, draft);
  }
  return formData;
}
