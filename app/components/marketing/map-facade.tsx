import { MapPin } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { ATTR, dataAttr } from "#app/lib/dom-contract.ts";

/** Tidel Park, Taramani, Chennai. */
const LAT = 12.9895;
const LON = 80.2486;
const EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${LON - 0.01}%2C${LAT - 0.008}%2C${LON + 0.01}%2C${LAT + 0.008}&layer=mapnik&marker=${LAT}%2C${LON}`;
const FULL_MAP_URL = `https://www.openstreetmap.org/?mlat=${LAT}&mlon=${LON}#map=16/${LAT}/${LON}`;

/**
 * The map is a third party: nothing is requested from it until the visitor asks, which keeps the
 * page free of third-party requests (privacy, speed). "Show map" puts the frame kept in the
 * <template> in place of the notice (the site script, app/browser/facade.ts); without JavaScript the
 * button is hidden and the link still works.
 */
export function MapFacade({ label }: { label: string }) {
  return (
    <div {...dataAttr(ATTR.facade)} className="overflow-hidden rounded-xl border bg-card text-card-foreground">
      <template>
        <iframe
          src={EMBED_URL}
          title={`Map: ${label}`}
          className="block aspect-[4/3] w-full border-0 sm:aspect-video"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </template>
      <div {...dataAttr(ATTR.facadePlaceholder)} className="flex aspect-[4/3] flex-col items-center justify-center gap-4 bg-muted p-6 text-center sm:aspect-video">
        <MapPin className="size-10 text-primary" aria-hidden="true" />
        <p className="max-w-sm text-sm text-muted-foreground">The map is provided by OpenStreetMap and loads only when you ask for it.</p>
        <Button type="button" {...dataAttr(ATTR.facadeShow)}>
          Show map
        </Button>
      </div>
      <p className="border-t px-4 py-3 text-sm">
        <a href={FULL_MAP_URL} target="_blank" rel="noopener noreferrer" className="font-medium text-primary hover:underline">
          Open in OpenStreetMap<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
