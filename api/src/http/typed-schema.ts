/**
 * JSON Schema typed from a contract type: the compiler rejects a schema that leaves out a field of
 * the contract or gives it the wrong JSON type, so request validation and response serialisation
 * (Fastify compiles both from these) cannot drift from @sportsbook/contracts.
 */

type Annotations = { description?: string };

type StringSchema<T extends string> = Annotations & {
  type: 'string';
  enum?: readonly T[];
  pattern?: string;
  format?: 'date-time' | 'email' | 'uuid' | 'uri';
  minLength?: number;
  maxLength?: number;
  default?: T;
};

type NumberSchema = Annotations & {
  type: 'number' | 'integer';
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: number;
};

type BooleanSchema = Annotations & { type: 'boolean'; default?: boolean };

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

type ObjectSchema<T> = Annotations &
  (string extends keyof T
    ? { type: 'object'; additionalProperties: JsonSchema<T[string & keyof T]> }
    : {
        type: 'object';
        properties: { [K in keyof T]-?: JsonSchema<Exclude<T[K], undefined>> };
        required: ReadonlyArray<RequiredKeys<T>>;
        additionalProperties?: boolean;
      });

type NonNull<T> = [T] extends [string]
  ? StringSchema<T>
  : [T] extends [number]
    ? NumberSchema
    : [T] extends [boolean]
      ? BooleanSchema
      : T extends ReadonlyArray<infer U>
        ? Annotations & { type: 'array'; items: JsonSchema<U>; maxItems?: number; minItems?: number }
        : T extends object
          ? ObjectSchema<T>
          : never;

export type JsonSchema<T> = null extends T ? NonNull<Exclude<T, null>> & { nullable: true } : NonNull<T>;

/** Identity with a contract type attached, so `schema<EventsResponse>({...})` is checked field by field. */
export const schema = <T>(value: JsonSchema<T>): JsonSchema<T> => value;

/** The primitive schemas every response schema is built from. */
export const integer = { type: 'integer' } as const;
export const number = { type: 'number' } as const;
export const string = { type: 'string' } as const;
export const boolean = { type: 'boolean' } as const;
export const nullableNumber = { type: 'number', nullable: true } as const;
export const nullableString = { type: 'string', nullable: true } as const;
export const nullableInteger = { type: 'integer', nullable: true } as const;
