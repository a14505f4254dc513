import { type Interaction } from '../model/index.js';
/**
 * Parses and checks an interaction POST body (the raw bytes that were signed).
 *
 * @throws ValidationError naming each problem's path (`data.options[1].value: ...`).
 * @example
 * const interaction = parseInteraction(rawBody);
 * if (interaction.type === InteractionType.APPLICATION_COMMAND) console.log(interaction.data.name);
 */
export declare function parseInteraction(rawBody: string | Uint8Array): Interaction;
