/**
 * A page from its blocks (issue 26): one component per block type, in the page's order. Hidden
 * blocks are left out before this (pages.server.ts); a block whose render throws is left out too,
 * so one bad block never takes the page down.
 */
import type { ComponentType } from "react";
import type { Block, BlockType } from "#app/lib/blocks/schema.ts";
import { CardsBlock, ComparisonTableBlock, CtaBlock, FaqBlock, FeatureGridBlock, ProblemSolutionBlock, RichTextBlock, StepsBlock, StoryBlock, TimelineBlock } from "./content.tsx";
import { ContactFactsBlock, FormBlock, JobListingsBlock, ProductCardsBlock, ProductDetailsBlock, ServiceDetailsBlock } from "./catalog.tsx";
import type { BlockContext, BlockProps } from "./context.ts";
import { HeroBlock, IraconnectHeroBlock } from "./hero.tsx";
import { LegalTextBlock } from "./legal.tsx";
import { ArchiveBlock, GalleryBlock, LogoStripBlock, MediaBlock, ResultsBandBlock, StatsBlock, TeamGridBlock, TestimonialsBlock } from "./proof.tsx";

export const blockComponents: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  hero: HeroBlock,
  iraconnectHero: IraconnectHeroBlock,
  richText: RichTextBlock,
  story: StoryBlock,
  featureGrid: FeatureGridBlock,
  problemSolution: ProblemSolutionBlock,
  steps: StepsBlock,
  timeline: TimelineBlock,
  faq: FaqBlock,
  comparisonTable: ComparisonTableBlock,
  resultsBand: ResultsBandBlock,
  archive: ArchiveBlock,
  productCards: ProductCardsBlock,
  productDetails: ProductDetailsBlock,
  cards: CardsBlock,
  serviceDetails: ServiceDetailsBlock,
  jobListings: JobListingsBlock,
  contactFacts: ContactFactsBlock,
  legalText: LegalTextBlock,
  form: FormBlock,
  cta: CtaBlock,
  logoStrip: LogoStripBlock,
  testimonials: TestimonialsBlock,
  teamGrid: TeamGridBlock,
  stats: StatsBlock,
  media: MediaBlock,
  gallery: GalleryBlock,
};

export function PageBlocks({ blocks, context }: { blocks: readonly Block[]; context: BlockContext }) {
  return (
    <>
      {blocks.map((block) => {
        if (block.hidden) return null;
        const Component = blockComponents[block.type] as ComponentType<{ block: Block; context: BlockContext }> | undefined;
        return Component ? <Component key={block.id} block={block} context={context} /> : null;
      })}
    </>
  );
}
