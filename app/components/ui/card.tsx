import { styled } from "#app/components/ui/styled.tsx";

export const Card = styled("div", "rounded-xl border bg-card text-card-foreground shadow-sm");
export const CardHeader = styled("div", "grid gap-1 p-6 pb-0");
export const CardTitle = styled("h3", "text-lg font-semibold");
export const CardDescription = styled("p", "text-sm text-muted-foreground");
export const CardContent = styled("div", "p-6");
