/**
 * The kit's fields wired to Conform: each takes the field's metadata and gives its control the
 * name, id, default value, `aria-invalid` and `aria-describedby` Conform computes, inside a `Field`
 * with its label, description and errors.
 */
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Input, type InputProps } from "#app/components/ui/input.tsx";
import { Select, type SelectOption } from "#app/components/ui/select.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";

type TextType = "text" | "url" | "email" | "password" | "hidden";

/** Conform's input props without `key`, which React takes directly rather than from a spread. */
export function inputProps<Schema>(meta: FieldMetadata<Schema>, type: TextType = "text", described = false) {
  const { key: _key, ...props } = getInputProps(meta, { type, ariaDescribedBy: described ? meta.descriptionId : undefined });
  return props;
}

function textareaProps<Schema>(meta: FieldMetadata<Schema>, described: boolean) {
  const { key: _key, ...props } = getTextareaProps(meta, { ariaDescribedBy: described ? meta.descriptionId : undefined });
  return props;
}

type FieldFrame<Schema> = {
  label: string;
  meta: FieldMetadata<Schema>;
  description?: ReactNode;
  /** Marks the label with an asterisk; the schema is what checks it. */
  required?: boolean;
  className?: string;
};

export function TextField<Schema>({
  label,
  meta,
  description,
  required,
  className,
  type = "text",
  ...input
}: FieldFrame<Schema> & { type?: TextType } & Omit<InputProps, "type" | "id" | "name" | "defaultValue" | "form" | "className">) {
  return (
    <Field label={label} meta={meta} description={description} required={required} className={className}>
      <Input {...inputProps(meta, type, Boolean(description))} key={meta.key} {...input} />
    </Field>
  );
}

export function TextareaField<Schema>({
  label,
  meta,
  description,
  required,
  className,
  textareaClassName,
  ...textarea
}: FieldFrame<Schema> & { textareaClassName?: string } & Omit<ComponentProps<"textarea">, "id" | "name" | "defaultValue" | "form" | "className">) {
  return (
    <Field label={label} meta={meta} description={description} required={required} className={className}>
      <Textarea {...textareaProps(meta, Boolean(description))} key={meta.key} className={textareaClassName} {...textarea} />
    </Field>
  );
}

/** A checkbox field drawn as the kit's switch: absent from the form means off. */
export function SwitchField<Schema>({ label, meta }: { label: string; meta: FieldMetadata<Schema> }) {
  const { key, type: _type, ...props } = getInputProps(meta, { type: "checkbox" });
  return <Switch key={key} label={label} {...props} />;
}

/** A native select: `placeholder` is the empty first choice (none). */
export function SelectField<Schema>({
  label,
  meta,
  description,
  options,
  placeholder,
  className,
}: FieldFrame<Schema> & { options: readonly SelectOption[]; placeholder: string }) {
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: description ? meta.descriptionId : undefined });
  return (
    <Field label={label} meta={meta} description={description} className={className}>
      <Select {...props} key={key} options={options} placeholder={placeholder} />
    </Field>
  );
}
