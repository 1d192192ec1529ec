/** The /blog search's limits, apart from its schema so that the page's form carries no zod (issue 15). */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_CATEGORY_LENGTH = 60;
