/**
 * Public pages whose HTML depends only on code and content files, never on the database: they
 * are rendered once at build and served as files. Add a page here when it is static.
 */
export const prerenderPaths: string[] = ["/"];
