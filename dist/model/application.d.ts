/** Wire type of the application object (the fields the SDK and emulator use). */
import type { ApplicationIntegrationType } from './enums.js';
import type { Snowflake } from './snowflake.js';
/** An application. */
export interface Application {
    id: Snowflake;
    name: string;
    description?: string | undefined;
    /** 32-bit flag integer (ApplicationFlags); request payloads use this field. */
    flags: number;
    /** Full flag set as a decimal string, including bits beyond bit 30. */
    flags_new?: string | undefined;
    /** Installation contexts the app supports; command `integration_types` must be a subset. */
    integration_types_config?: Partial<Record<`${ApplicationIntegrationType}`, unknown>> | undefined;
    bot_public?: boolean | undefined;
    verify_key?: string | undefined;
}
