// Small building blocks for the entity schemas: optional, nullable and loose objects.
import { Type, type TProperties, type TSchema } from 'typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Opt = <T extends TSchema>(schema: T) => Type.Optional(schema);
export const OptNull = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

/** An object whose listed properties are checked and whose other properties are kept as they are. */
export const Loose = <T extends TProperties>(properties: T, description?: string) =>
  Type.Object(properties, { additionalProperties: true, ...(description ? { description } : {}) });

export const IsoDateTime = Type.String({ format: 'date-time' });
/** Ids used in paths and file keys: URL-safe characters, and never only dots. */
export const Identifier = Type.String({ minLength: 1, maxLength: 100, pattern: '^(?!\\.+$)[A-Za-z0-9._~-]+$' });
export const UuidString = Type.String({ format: 'uuid' });
