/**
 * The brand palette of generated pictures, written in OKLCH like app/app.css and converted to
 * sRGB hex here, because librsvg (sharp) and older browsers do not read oklch() inside SVG files.
 */

/** OKLCH (lightness 0..1, chroma, hue in degrees) to a #rrggbb string, clipped to the sRGB gamut. */
export function oklch(l: number, c: number, h: number): string {
  const hr = (h * Math.PI) / 180;
  const a = c * Math.cos(hr);
  const b = c * Math.sin(hr);
  const l_ = l + 0.3963377774 * a + 0.2158037573 * b;
  const m_ = l - 0.1055613458 * a - 0.0638541728 * b;
  const s_ = l - 0.0894841775 * a - 1.291485548 * b;
  const L = l_ ** 3;
  const M = m_ ** 3;
  const S = s_ ** 3;
  const r = 4.0767416621 * L - 3.3077115913 * M + 0.2309699292 * S;
  const g = -1.2684380046 * L + 2.6097574011 * M - 0.3413193965 * S;
  const bl = -0.0041960863 * L - 0.7034186147 * M + 1.707614701 * S;
  const toByte = (x: number) => {
    const v = x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
    return Math.round(Math.min(1, Math.max(0, v)) * 255);
  };
  return `#${[r, g, bl].map((x) => toByte(x).toString(16).padStart(2, "0")).join("")}`;
}

/** Colours a picture is drawn with; every drawing takes one of the two themes below. */
export type ArtTheme = {
  name: "light" | "dark";
  /** The picture's own backdrop, so it reads as a picture on either page background. */
  stage: string;
  stageEdge: string;
  grid: string;
  surface: string;
  surfaceMuted: string;
  surfaceSunken: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textFaint: string;
  primary: string;
  primarySoft: string;
  primaryText: string;
  onPrimary: string;
  cyan: string;
  cyanSoft: string;
  emerald: string;
  emeraldSoft: string;
  amber: string;
  amberSoft: string;
  rose: string;
  roseSoft: string;
  shadow: string;
  shadowOpacity: number;
  glowOpacity: number;
};

export const lightTheme: ArtTheme = {
  name: "light",
  stage: oklch(0.975, 0.01, 264),
  stageEdge: oklch(0.935, 0.028, 264),
  grid: oklch(0.9, 0.02, 264),
  surface: "#ffffff",
  surfaceMuted: oklch(0.975, 0.005, 260),
  surfaceSunken: oklch(0.955, 0.008, 260),
  border: oklch(0.91, 0.01, 260),
  borderStrong: oklch(0.84, 0.015, 260),
  text: oklch(0.2, 0.02, 260),
  textMuted: oklch(0.45, 0.02, 260),
  textFaint: oklch(0.62, 0.015, 260),
  primary: oklch(0.46, 0.19, 264),
  primarySoft: oklch(0.95, 0.03, 264),
  primaryText: oklch(0.42, 0.18, 264),
  onPrimary: "#ffffff",
  cyan: oklch(0.6, 0.11, 215),
  cyanSoft: oklch(0.95, 0.03, 215),
  emerald: oklch(0.55, 0.13, 155),
  emeraldSoft: oklch(0.95, 0.04, 155),
  amber: oklch(0.7, 0.15, 65),
  amberSoft: oklch(0.96, 0.04, 80),
  rose: oklch(0.58, 0.18, 20),
  roseSoft: oklch(0.95, 0.03, 20),
  shadow: oklch(0.3, 0.08, 264),
  shadowOpacity: 0.1,
  glowOpacity: 0.22,
};

export const darkTheme: ArtTheme = {
  name: "dark",
  stage: oklch(0.2, 0.03, 264),
  stageEdge: oklch(0.27, 0.05, 264),
  grid: oklch(0.3, 0.035, 264),
  surface: oklch(0.24, 0.025, 262),
  surfaceMuted: oklch(0.27, 0.025, 262),
  surfaceSunken: oklch(0.215, 0.025, 262),
  border: oklch(0.34, 0.03, 262),
  borderStrong: oklch(0.42, 0.03, 262),
  text: oklch(0.96, 0.005, 260),
  textMuted: oklch(0.78, 0.015, 260),
  textFaint: oklch(0.64, 0.02, 260),
  primary: oklch(0.74, 0.14, 264),
  primarySoft: oklch(0.32, 0.07, 264),
  primaryText: oklch(0.8, 0.11, 264),
  onPrimary: oklch(0.17, 0.03, 264),
  cyan: oklch(0.78, 0.11, 210),
  cyanSoft: oklch(0.31, 0.05, 215),
  emerald: oklch(0.76, 0.14, 155),
  emeraldSoft: oklch(0.3, 0.05, 155),
  amber: oklch(0.82, 0.13, 75),
  amberSoft: oklch(0.32, 0.05, 75),
  rose: oklch(0.72, 0.15, 20),
  roseSoft: oklch(0.32, 0.06, 20),
  shadow: "#000000",
  shadowOpacity: 0.35,
  glowOpacity: 0.35,
};

export const themes = [lightTheme, darkTheme] as const;

/** Accent names a drawing may ask for; each resolves to a strong and a soft colour per theme. */
export type Accent = "primary" | "cyan" | "emerald" | "amber" | "rose";

export function accent(theme: ArtTheme, name: Accent): { strong: string; soft: string } {
  switch (name) {
    case "primary":
      return { strong: theme.primary, soft: theme.primarySoft };
    case "cyan":
      return { strong: theme.cyan, soft: theme.cyanSoft };
    case "emerald":
      return { strong: theme.emerald, soft: theme.emeraldSoft };
    case "amber":
      return { strong: theme.amber, soft: theme.amberSoft };
    case "rose":
      return { strong: theme.rose, soft: theme.roseSoft };
  }
}
