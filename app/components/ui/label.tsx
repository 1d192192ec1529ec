import { styled } from "#app/components/ui/styled.tsx";

export const Label = styled("label", "block text-sm font-medium leading-none");
