import fc from "fast-check";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signupSchema } from "#app/lib/schemas/iraconnect-signup.ts";
import { createSignup } from "#app/models/signups.server.ts";
import { loader as postLoader, meta as postMeta } from "#app/routes/blog/post.tsx";
import { loader as cardLoader } from "#app/routes/resources/share-card.ts";
import { createPost } from "#app/services/content.server.ts";
import { cardSvg, wrap } from "#app/services/share-card.server.ts";
import { postInput, testActor } from "../factories/content.ts";
import { settle } from "../support/route-call.ts";

// Issue 14.3: a post or case study without a cover, and an IRACONNECT invitation, get a generated
// 1200×630 share card as their og:image.
const card = async (kind: string, file: string) => (await cardLoader({ params: { kind, file } } as never)) as Response;
let inviteRef = "";

beforeAll(async () => {
  await createPost(postInput({ title: "Data platforms that pay for themselves in a quarter", slug: "card-post", category: "Data Engineering" }), testActor);
  await createPost(postInput({ title: "A draft nobody may share", slug: "card-draft", isPublished: false }), testActor);
  inviteRef = (
    await createSignup(signupSchema.parse({ name: "Meera Iyer", email: "meera.card@example.com", phone: "+91 98765 43210", country: "India", role: "Student" }), {
      ip: null,
      userAgent: null,
    })
  ).refId;
});

describe("share cards", () => {
  it("a published post without a cover shares a 1200×630 PNG card drawn from its title and category", async () => {
    const page = await settle<Record<string, unknown>>(() => postLoader({ params: { slug: "card-post" }, request: new Request("http://localhost:3000/blog/card-post") } as never));
    const tags = postMeta({ loaderData: page.body } as never) as Array<Record<string, string>>;
    expect(tags.find((t) => t.property === "og:image")?.content).toBe("http://localhost:3000/share-card/post/card-post.png");

    const answer = await card("post", "card-post.png");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    const image = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([image.format, image.width, image.height]).toEqual(["png", 1200, 630]);
    const svg = cardSvg({ eyebrow: "Data Engineering", title: "Data platforms that pay for themselves in a quarter", footer: "x" });
    expect(svg).toContain(">Data Engineering<");
    expect(svg).toContain(">Data platforms that pay<");
  });

  it("an invitation's card names the member by first name only; unknown codes, drafts and odd names are 404", async () => {
    const invite = await card("invite", `${inviteRef}.png`);
    expect(invite.status).toBe(200);
    expect(cardSvg({ eyebrow: "e", title: "Join Meera on IRACONNECT", footer: "f" })).not.toContain("Iyer");
    for (const [kind, file] of [
      ["invite", "NoSuchCode.png"],
      ["post", "card-draft.png"],
      ["post", "card-post.jpg"],
      ["post", "../card-post.png"],
      ["page", "card-post.png"],
    ]) {
      expect((await card(kind!, file!)).status, `${kind}/${file}`).toBe(404);
    }
  });

  it("whatever a stranger puts in the address, the answer is a card or a 404, never an error", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), fc.string({ maxLength: 300 }), async (kind, file) => {
        const answer = await card(kind, file);
        expect([200, 404]).toContain(answer.status);
      }),
      { numRuns: 60 },
    );
  });

  it("a member whose name holds characters XML forbids still gets a card, drawn without them", async () => {
    const { refId } = await createSignup(
      signupSchema.parse({ name: "A\u0001b\u001fc Lee", email: "control.card@example.com", phone: "+91 98765 43211", country: "India", role: "Student" }),
      { ip: null, userAgent: null },
    );
    const answer = await card("invite", `${refId}.png`);
    expect(answer.status).toBe(200);
    const image = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([image.format, image.width, image.height]).toEqual(["png", 1200, 630]);
    expect(cardSvg({ eyebrow: "e", title: "Join A\u0001b\u001fc on IRACONNECT", footer: "f" })).toContain(">Join Abc on IRACONNECT<");
  });

  it("a card that cannot be drawn is a 404, and is not drawn (nor logged) again", async () => {
    await createPost(postInput({ title: "A card the rasteriser refuses", slug: "card-broken" }), testActor);
    const toBuffer = vi.spyOn(sharp.prototype, "toBuffer").mockRejectedValueOnce(new Error("Input buffer has corrupt header"));
    try {
      const first = await card("post", "card-broken.png");
      expect(first.status).toBe(404);
      expect(first.headers.get("cache-control")).toBe("no-store");
      expect((await card("post", "card-broken.png")).status).toBe(404);
      expect(toBuffer).toHaveBeenCalledTimes(1);
    } finally {
      toBuffer.mockRestore();
    }
  });

  it("whatever text a card shows (controls, lone surrogates, markup), sharp can draw its SVG", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 80 }), fc.string({ unit: "binary", maxLength: 30 }), async (title, eyebrow) => {
        const svg = cardSvg({ eyebrow, title, footer: title, brand: eyebrow });
        const image = await sharp(Buffer.from(svg)).metadata();
        expect([image.width, image.height]).toEqual([1200, 630]);
      }),
      { numRuns: 40, examples: [["\ud800 lone", "x\udc00"], ["A\u0001b", "\u0000"]] },
    );
  });

  it("titles wrap into at most three lines and a cut one ends with an ellipsis; markup in a title stays text", () => {
    expect(wrap("one two three", 30, 3)).toEqual(["one two three"]);
    const long = wrap("word ".repeat(40), 12, 3);
    expect(long).toHaveLength(3);
    expect(long[2]!.endsWith("…")).toBe(true);
    expect(cardSvg({ eyebrow: "<b>", title: `Tom & "Jerry" <script>`, footer: "'" })).not.toMatch(/<script>|<b>/);
  });
});
