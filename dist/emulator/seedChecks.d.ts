import type { EmulatorContext } from './context.js';
/** A control-API input that cannot be applied; the message names the field and what is allowed. */
export declare class SeedError extends TypeError {
    name: string;
}
/** Seeds each item of an optional list, naming each by its index (`users[2]`). */
export declare function eachSeed<T, R>(value: T[] | undefined, at: string, seed: (item: T, at: string) => R): R[];
export declare function existingGuild(ctx: EmulatorContext, id: unknown, at: string): string;
export declare function existingUser(ctx: EmulatorContext, id: unknown, at: string): string;
/** The seed's id, or a new one from the emulator's id source. */
export declare function idOrNew(ctx: EmulatorContext, id: unknown, at: string): string;
export declare function snowflake(value: unknown, at: string): string;
export declare function object(value: unknown, at: string): void;
export declare function list<T>(value: T[] | undefined, at: string): T[];
export declare function optionalString(value: unknown, at: string, min: number, max: number): string | undefined;
export declare function nullableString(value: unknown, at: string, min: number, max: number): string | null | undefined;
export declare function optionalBoolean(value: unknown, at: string): boolean | undefined;
/** An instant given as Unix ms or an ISO 8601 date, as Unix ms. */
export declare function instant(value: unknown, at: string): number | undefined;
export declare function optionalInteger(value: unknown, at: string, min: number, max: number): number | undefined;
