import { styled } from "~/components/ui/styled";

export const Label = styled("label", "block text-sm font-medium leading-none");
