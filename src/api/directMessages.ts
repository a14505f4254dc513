/**
 * Direct-message routes. The spec names none: these are the emulator's (README, "Emulator"), under the
 * API prefix, Bearer tokens with `sdk.social_layer` or `dm_channels.read`. Bodies and limits are checked
 * before sending with the direct-message rules the emulator answers 50035 with (`src/rules`).
 */
import type { Transport } from '../http/transport.js';
import type {
  DirectMessage,
  EditUserMessageBody,
  SendUserMessageBody,
  UserMessageSummaryWire,
} from '../model/index.js';
import {
  type BodyCheckOptions,
  validateDirectMessageBody,
  validateDirectMessagesLimit,
} from '../rules/index.js';
import { type CallOptions, ensureValid, routeParams, type SnowflakeArg } from './call.js';

/** As for every body the SDK sends: a field the body does not define is refused, not dropped. */
const SDK: BodyCheckOptions = { unknownFields: 'refuse' };

const CONVERSATIONS = '/users/@me/direct-messages';
const CONVERSATION = '/users/@me/direct-messages/{user.id}';
const MESSAGE = '/users/@me/direct-messages/{user.id}/{message.id}';

/** `POST /users/@me/direct-messages/{user}`: sends 1..2000 characters to another signed-in user. */
export async function sendUserMessage(
  transport: Transport,
  recipientId: SnowflakeArg,
  body: SendUserMessageBody,
  options: CallOptions = {},
): Promise<DirectMessage> {
  const request = { method: 'POST', route: CONVERSATION } as const;
  const params = routeParams(request, { userId: recipientId });
  ensureValid(request, 'body', validateDirectMessageBody(body, SDK).issues);
  return (await transport.request<DirectMessage>({ ...request, params, json: body, signal: options.signal }))
    .body;
}

/** `PATCH /users/@me/direct-messages/{user}/{message}`: edits one of the caller's own messages. */
export async function editUserMessage(
  transport: Transport,
  recipientId: SnowflakeArg,
  messageId: SnowflakeArg,
  body: EditUserMessageBody,
  options: CallOptions = {},
): Promise<DirectMessage> {
  const request = { method: 'PATCH', route: MESSAGE } as const;
  const params = routeParams(request, { userId: recipientId, messageId });
  ensureValid(request, 'body', validateDirectMessageBody(body, SDK).issues);
  return (await transport.request<DirectMessage>({ ...request, params, json: body, signal: options.signal }))
    .body;
}

/** `DELETE /users/@me/direct-messages/{user}/{message}`: deletes one of the caller's own messages. */
export async function deleteUserMessage(
  transport: Transport,
  recipientId: SnowflakeArg,
  messageId: SnowflakeArg,
  options: CallOptions = {},
): Promise<void> {
  const request = { method: 'DELETE', route: MESSAGE } as const;
  const params = routeParams(request, { userId: recipientId, messageId });
  await transport.request({ ...request, params, signal: options.signal });
}

/** `GET /users/@me/direct-messages/{user}?limit=1..200`: the conversation's newest messages, newest first. */
export async function getUserMessages(
  transport: Transport,
  recipientId: SnowflakeArg,
  limit: number,
  options: CallOptions = {},
): Promise<DirectMessage[]> {
  const request = { method: 'GET', route: CONVERSATION } as const;
  const params = routeParams(request, { userId: recipientId });
  ensureValid(request, 'limit', validateDirectMessagesLimit(limit).issues);
  const response = await transport.request<DirectMessage[] | null>({
    ...request,
    params,
    query: { limit },
    signal: options.signal,
  });
  return response.body ?? [];
}

/** `GET /users/@me/direct-messages`: the last message of each of the caller's conversations. */
export async function getUserMessageSummaries(
  transport: Transport,
  options: CallOptions = {},
): Promise<UserMessageSummaryWire[]> {
  const response = await transport.request<UserMessageSummaryWire[] | null>({
    method: 'GET',
    route: CONVERSATIONS,
    signal: options.signal,
  });
  return response.body ?? [];
}
