/**
 * The voice gateway's DAVE role for one call (VOICE.md §6; the DAVE protocol's "Group Key Exchange"): the
 * MLS delivery service and sole external sender. It sends its external sender package (op 25), takes each
 * member's key package (op 26) and proposes its Add (op 27, append), proposes a Remove when a member
 * leaves or reports a bad commit or welcome (op 31), revokes proposals no longer wanted (op 27, revoke),
 * relays the first valid commit of each epoch (op 29) and its welcome (op 30), and runs the transition
 * that follows (waits for op 23 from every member, then op 22; a timeout executes it anyway). A sole
 * remaining member is reset (op 24 epoch 1, op 21 transition 0); in the "allowed" setting a client
 * without DAVE downgrades the call (op 21 version 0) and the last one leaving upgrades it (op 24).
 *
 * It never holds a group key: it knows the group id (the channel id, 64-bit big-endian), the epoch and
 * which user holds which leaf, all of it public (commits are MLS PublicMessages), as the protocol says a
 * delivery service does. Where the protocol leaves a choice (timeouts, what a bad key package does, that
 * proposals are sent at once rather than batched) the choice is ours: docs/voice-server.md, "DAVE".
 *
 * Every step runs on one queue per call: MLS signing is asynchronous, and the order of what members see
 * must be the order the gateway decided it in.
 */
import type { KeyPackage } from 'ts-mls/keyPackage.js';
import { VoiceCloseCode, VoiceOpcode } from '../../model/voice.js';
import type { Participant } from './calls.js';
import { type DaveMls, type ExternalSenderKey, identityOf, loadDaveMls } from './daveMls.js';
import { proposalsPayload, transitionPayload } from './daveWire.js';

/** DAVE protocol version this server speaks. */
export const DAVE_VERSION = 1;
/** How long a transition waits for every member's op 23 before executing anyway, emulator ms (ours). */
export const TRANSITION_TIMEOUT_MS = 2000;

/** What the call's DAVE role needs from the voice gateway. */
export interface DaveLinks {
  /** Sends a JSON message `{ op, d }` (numbered and kept for a resume as any other). */
  json(participant: Participant, op: number, d: unknown): void;
  /** Sends a binary message `seq | op | payload`. */
  binary(participant: Participant, op: number, payload: Buffer): void;
  /** Closes a participant's connection. */
  close(participant: Participant, code: number, reason: string): void;
  now(): number;
}

/** One pending proposal of the current epoch. */
interface Pending {
  readonly ref: Buffer;
  readonly hex: string;
  readonly message: Buffer;
  readonly kind: 'add' | 'remove';
  readonly userId: string;
  /** Remove: the leaf it empties. */
  readonly leaf: number;
  /** Who was sent it (a revoke goes to the same). */
  readonly recipients: Set<Participant>;
}

interface Transition {
  readonly id: number;
  readonly waiting: Set<Participant>;
  readonly startedAt: number;
  /** Who gets op 22: for a downgrade, everyone it told; otherwise the group's members then. */
  readonly to: Participant[] | null;
}

/** A call's DAVE state as the control API shows it. */
export interface DaveCallInfo {
  /** The protocol version the call uses now (0: transport encryption only). */
  protocolVersion: number;
  /** Whether the MLS group is established (a first commit was relayed). */
  established: boolean;
  /** The group's epoch (0 before it is established). */
  epoch: number;
  /** Leaves of the group (user ids), in leaf order; null for a blank leaf. */
  members: (string | null)[];
  /** A transition under way, or null. */
  transitionId: number | null;
  /** The last transition announced (op 29/30 or op 21), or null. */
  lastTransitionId: number | null;
  /** Proposals sent and not yet committed. */
  pendingProposals: number;
  /** Commits relayed (op 29) and refused (wrong epoch, or not what was proposed). */
  commits: number;
  refusedCommits: number;
}

export class DaveCall {
  readonly #channelId: string;
  readonly #groupId: Buffer;
  readonly #links: DaveLinks;
  /** The call's protocol version (1, or 0 after a downgrade). */
  version: number;
  #mls: DaveMls | undefined;
  #sender: ExternalSenderKey | undefined;
  #established = false;
  #epoch = 0n;
  #leaves: (string | null)[] = [];
  readonly #speakers = new Set<Participant>();
  readonly #keyPackages = new Map<Participant, KeyPackage>();
  #pending: Pending[] = [];
  #transition: Transition | null = null;
  #nextTransition = 1;
  #queue: Promise<void> = Promise.resolve();
  #commits = 0;
  #refused = 0;

  constructor(channelId: string, version: number, links: DaveLinks) {
    this.#channelId = channelId;
    this.#groupId = Buffer.alloc(8);
    this.#groupId.writeBigUInt64BE(BigInt(channelId));
    this.#links = links;
    this.version = version;
  }

  /** Runs `step` after the steps before it; a failure closes nothing and stops nothing after it. */
  #run(step: () => Promise<void> | void): Promise<void> {
    this.#queue = this.#queue.then(step).catch(() => undefined);
    return this.#queue;
  }

  /** Resolves once every step queued so far ran (tests, and the control API's `settled`). */
  idle(): Promise<void> {
    return this.#queue;
  }

  info(): DaveCallInfo {
    return {
      protocolVersion: this.version,
      established: this.#established,
      epoch: Number(this.#epoch),
      members: [...this.#leaves],
      transitionId: this.#transition?.id ?? null,
      lastTransitionId: this.#nextTransition === 1 ? null : this.#nextTransition - 1,
      pendingProposals: this.#pending.length,
      commits: this.#commits,
      refusedCommits: this.#refused,
    };
  }

  /** Whether a participant holds a leaf of the established group. */
  isMember(participant: Participant): boolean {
    return this.#established && this.#leaves.includes(participant.userId);
  }

  async #ready(): Promise<{ mls: DaveMls; sender: ExternalSenderKey }> {
    this.#mls ??= await loadDaveMls();
    this.#sender ??= this.#mls.externalSender();
    return { mls: this.#mls, sender: this.#sender };
  }

  /**
   * A participant got its session description with version `version`: with DAVE it is sent the
   * external sender package (op 25) and may send its key package.
   */
  joined(participant: Participant): void {
    if (participant.dave === 0) return;
    this.#speakers.add(participant);
    void this.#run(async () => {
      const { sender } = await this.#ready();
      this.#links.binary(participant, VoiceOpcode.DaveMlsExternalSender, sender.package);
    });
  }

  /** In the "allowed" setting, a participant without DAVE joined a call using it: downgrade to 0. */
  downgrade(): void {
    if (this.version === 0) return;
    this.version = 0;
    void this.#run(() => {
      const id = this.#transitionId();
      const members = [...this.#speakers];
      this.#reset();
      for (const p of members) {
        p.dave = 0;
        this.#links.json(p, VoiceOpcode.DavePrepareTransition, { protocol_version: 0, transition_id: id });
      }
      this.#speakers.clear();
      this.#transition = { id, waiting: new Set(members), startedAt: this.#links.now(), to: members };
      this.#maybeExecute();
    });
  }

  /** In the "allowed" setting, the last participant without DAVE left: the rest upgrade (op 24 epoch 1). */
  upgrade(participants: Participant[]): void {
    if (this.version !== 0 || participants.length === 0) return;
    this.version = DAVE_VERSION;
    void this.#run(async () => {
      const { sender } = await this.#ready();
      this.#reset();
      for (const p of participants) {
        p.dave = DAVE_VERSION;
        this.#speakers.add(p);
        // Op 24 first: a client resets its session on it, then takes the external sender (op 25).
        this.#links.json(p, VoiceOpcode.DavePrepareEpoch, { protocol_version: DAVE_VERSION, epoch: 1 });
        this.#links.binary(p, VoiceOpcode.DaveMlsExternalSender, sender.package);
      }
      const only = participants.length === 1 ? participants[0] : undefined;
      if (only !== undefined)
        this.#links.json(only, VoiceOpcode.DavePrepareTransition, {
          protocol_version: DAVE_VERSION,
          transition_id: 0,
        });
    });
  }

  /** Op 26: a member's key package (checked, then proposed to the group). */
  keyPackage(participant: Participant, bytes: Buffer): void {
    void this.#run(async () => {
      if (!this.#speakers.has(participant)) return;
      const { mls, sender } = await this.#ready();
      const read = await mls.readKeyPackage(bytes, participant.userId);
      if (!read.ok) {
        this.#links.close(participant, VoiceCloseCode.BadRequest, read.reason);
        return;
      }
      if (!this.#speakers.has(participant)) return;
      // A new key package replaces the one before: its Add is revoked; a member re-adding itself is
      // removed first (the protocol's "about to be re-added with a different key package").
      this.#revokeAddsOf(participant.userId);
      this.#keyPackages.set(participant, read.value.keyPackage);
      if (!this.#established) {
        await this.#proposeAdd(participant, sender, mls, this.#pendingMembers(participant));
        // A late joiner gets the Adds already in flight for the others.
        const inFlight = this.#pending.filter((p) => p.kind === 'add' && p.userId !== participant.userId);
        if (inFlight.length > 0) {
          for (const p of inFlight) p.recipients.add(participant);
          this.#links.binary(
            participant,
            VoiceOpcode.DaveMlsProposals,
            proposalsPayload(
              'append',
              inFlight.map((p) => p.message),
            ),
          );
        }
        return;
      }
      const leaf = this.#leaves.indexOf(participant.userId);
      if (leaf >= 0 && !this.#pending.some((p) => p.kind === 'remove' && p.leaf === leaf))
        await this.#proposeRemove(leaf, participant.userId, sender, mls);
      await this.#proposeAdd(participant, sender, mls, this.#groupMembers(participant));
    });
  }

  /** Op 28: a member's commit (and welcome). The first valid one of the epoch is relayed. */
  commitWelcome(participant: Participant, bytes: Buffer): void {
    void this.#run(async () => {
      if (!this.#speakers.has(participant)) return;
      const { mls } = await this.#ready();
      const read = mls.readCommit(bytes);
      if (!read.ok) {
        this.#refused++;
        return;
      }
      const commit = read.value;
      const expected = this.#expectedFor(participant);
      const valid =
        commit.groupId.equals(this.#groupId) &&
        commit.epoch === this.#epoch &&
        commit.inline === 0 &&
        expected.length > 0 &&
        commit.refs.length === expected.length &&
        new Set(commit.refs).size === commit.refs.length &&
        commit.refs.every((hex) => expected.some((p) => p.hex === hex)) &&
        (commit.pathIdentity === null || commit.pathIdentity.equals(identityOf(participant.userId))) &&
        (this.#established
          ? this.#leaves[commit.senderLeaf] === participant.userId
          : commit.senderLeaf === 0 && this.#keyPackages.has(participant));
      const proposals = commit.refs.map((hex) => expected.find((p) => p.hex === hex) as Pending);
      const adds = proposals.filter((p) => p.kind === 'add');
      if (!valid || (adds.length > 0 && commit.rest.length === 0)) {
        this.#refused++;
        return;
      }
      this.#apply(participant, commit.commit, commit.rest, proposals);
    });
  }

  /** Op 23: a member is ready for a transition. */
  transitionReady(participant: Participant, transitionId: number): void {
    void this.#run(() => {
      if (this.#transition?.id !== transitionId) return;
      this.#transition.waiting.delete(participant);
      this.#maybeExecute();
    });
  }

  /** Op 31: a member could not process a commit or welcome; it returns to pending (and is removed). */
  invalidCommitWelcome(participant: Participant, _transitionId: number): void {
    void this.#run(async () => {
      if (!this.#speakers.has(participant)) return;
      const { mls, sender } = await this.#ready();
      this.#transition?.waiting.delete(participant);
      this.#revokeAddsOf(participant.userId);
      this.#keyPackages.delete(participant);
      const leaf = this.#leaves.indexOf(participant.userId);
      if (this.#established && leaf >= 0) {
        const others = this.#groupMembers(participant);
        if (others.length > 0) await this.#proposeRemove(leaf, participant.userId, sender, mls);
        else this.#recreate();
      }
      this.#maybeExecute();
    });
  }

  /** A participant left the call (or was replaced): Remove, revokes, a sole member's reset. */
  left(participant: Participant, remaining: Participant[]): void {
    void this.#run(async () => {
      const was = this.#speakers.delete(participant);
      this.#keyPackages.delete(participant);
      for (const p of this.#pending) p.recipients.delete(participant);
      if (this.#transition !== null) {
        this.#transition.waiting.delete(participant);
        this.#maybeExecute();
      }
      if (!was || this.version === 0) return;
      this.#revokeAddsOf(participant.userId);
      const speakers = remaining.filter((p) => this.#speakers.has(p));
      const sole = speakers.length === 1 ? speakers[0] : undefined;
      if (sole !== undefined && (this.#established || this.#pending.length > 0)) {
        // No single member keeps control of an established group: it starts over alone.
        this.#reset();
        this.#links.json(sole, VoiceOpcode.DavePrepareEpoch, { protocol_version: this.version, epoch: 1 });
        this.#links.json(sole, VoiceOpcode.DavePrepareTransition, {
          protocol_version: this.version,
          transition_id: 0,
        });
        return;
      }
      const leaf = this.#leaves.indexOf(participant.userId);
      if (this.#established && leaf >= 0 && speakers.length > 0) {
        const { mls, sender } = await this.#ready();
        await this.#proposeRemove(leaf, participant.userId, sender, mls);
      }
    });
  }

  /** Executes a transition whose members did not all answer in time. */
  sweep(now: number): void {
    const transition = this.#transition;
    if (transition !== null && now - transition.startedAt >= TRANSITION_TIMEOUT_MS)
      void this.#run(() => {
        if (this.#transition === transition) this.#execute();
      });
  }

  // --- internals -------------------------------------------------------------------------------------

  /** Members of the established group but `except` (they receive proposals). */
  #groupMembers(except: Participant): Participant[] {
    return [...this.#speakers].filter((p) => p !== except && this.#leaves.includes(p.userId));
  }

  /** Before the group exists: the other members with a key package (each will commit its own group). */
  #pendingMembers(except: Participant): Participant[] {
    return [...this.#speakers].filter((p) => p !== except && this.#keyPackages.has(p));
  }

  /** The proposals a commit from `committer` must cover. */
  #expectedFor(committer: Participant): Pending[] {
    if (this.#established) return this.#pending;
    return this.#pending.filter((p) => p.userId !== committer.userId && p.recipients.has(committer));
  }

  async #proposeAdd(
    participant: Participant,
    sender: ExternalSenderKey,
    mls: DaveMls,
    recipients: Participant[],
  ): Promise<void> {
    const keyPackage = this.#keyPackages.get(participant) as KeyPackage;
    const made = await mls.propose(sender, this.#groupId, this.#epoch, { add: keyPackage });
    this.#send({ ...made, kind: 'add', userId: participant.userId, leaf: -1 }, recipients);
  }

  async #proposeRemove(leaf: number, userId: string, sender: ExternalSenderKey, mls: DaveMls): Promise<void> {
    const made = await mls.propose(sender, this.#groupId, this.#epoch, { remove: leaf });
    const recipients = [...this.#speakers].filter(
      (p) => p.userId !== userId && this.#leaves.includes(p.userId),
    );
    this.#send({ ...made, kind: 'remove', userId, leaf }, recipients);
  }

  #send(
    made: { message: Buffer; ref: Buffer; kind: 'add' | 'remove'; userId: string; leaf: number },
    recipients: Participant[],
  ): void {
    const pending: Pending = {
      ref: made.ref,
      hex: made.ref.toString('hex'),
      message: made.message,
      kind: made.kind,
      userId: made.userId,
      leaf: made.leaf,
      recipients: new Set(recipients),
    };
    this.#pending.push(pending);
    const payload = proposalsPayload('append', [pending.message]);
    for (const p of recipients) this.#links.binary(p, VoiceOpcode.DaveMlsProposals, payload);
  }

  /** Revokes the Adds of a user still in flight (op 27, revoke, to whoever was sent them). */
  #revokeAddsOf(userId: string): void {
    const gone = this.#pending.filter((p) => p.kind === 'add' && p.userId === userId);
    if (gone.length === 0) return;
    this.#pending = this.#pending.filter((p) => !gone.includes(p));
    const by = new Map<Participant, Buffer[]>();
    for (const p of gone) for (const r of p.recipients) by.set(r, [...(by.get(r) ?? []), p.ref]);
    for (const [recipient, refs] of by)
      this.#links.binary(recipient, VoiceOpcode.DaveMlsProposals, proposalsPayload('revoke', refs));
  }

  /** Relays an accepted commit: the group's new leaves and epoch, op 29 and op 30, a transition. */
  #apply(committer: Participant, commit: Buffer, welcome: Buffer, proposals: Pending[]): void {
    const before = this.#established ? this.#groupMembers(committer).concat(committer) : [committer];
    if (!this.#established) this.#leaves = [committer.userId];
    // RFC 9420 §12.3: Removes apply before Adds; an Add takes the leftmost blank leaf, else a new one.
    for (const p of proposals) if (p.kind === 'remove') this.#leaves[p.leaf] = null;
    while (this.#leaves.length > 0 && this.#leaves.at(-1) === null) this.#leaves.pop();
    const added: Participant[] = [];
    for (const p of proposals) {
      if (p.kind !== 'add') continue;
      const blank = this.#leaves.indexOf(null);
      if (blank >= 0) this.#leaves[blank] = p.userId;
      else this.#leaves.push(p.userId);
      const participant = [...this.#speakers].find((s) => s.userId === p.userId);
      if (participant !== undefined) {
        added.push(participant);
        this.#keyPackages.delete(participant);
      }
    }
    this.#epoch = this.#established ? this.#epoch + 1n : 1n;
    this.#established = true;
    this.#pending = [];
    this.#commits++;
    const id = this.#transitionId();
    const announce = transitionPayload(id, commit);
    for (const p of before)
      if (this.#leaves.includes(p.userId) && !added.includes(p))
        this.#links.binary(p, VoiceOpcode.DaveMlsAnnounceCommitTransition, announce);
    const welcomePayload = transitionPayload(id, welcome);
    for (const p of added) this.#links.binary(p, VoiceOpcode.DaveMlsWelcome, welcomePayload);
    const members = [...this.#speakers].filter((p) => this.#leaves.includes(p.userId));
    this.#transition = { id, waiting: new Set(members), startedAt: this.#links.now(), to: null };
    this.#maybeExecute();
  }

  #maybeExecute(): void {
    if (this.#transition !== null && this.#transition.waiting.size === 0) this.#execute();
  }

  /** Op 22 to the members of the transition's group (or, for a downgrade, to everyone it told). */
  #execute(): void {
    const transition = this.#transition;
    if (transition === null) return;
    this.#transition = null;
    const to = transition.to ?? [...this.#speakers].filter((p) => this.#leaves.includes(p.userId));
    for (const p of to)
      this.#links.json(p, VoiceOpcode.DaveExecuteTransition, { transition_id: transition.id });
  }

  /** The group starts over: everyone makes a new key package (op 24, epoch 1). */
  #recreate(): void {
    const speakers = [...this.#speakers];
    this.#reset();
    for (const p of speakers)
      this.#links.json(p, VoiceOpcode.DavePrepareEpoch, { protocol_version: this.version, epoch: 1 });
  }

  #reset(): void {
    this.#established = false;
    this.#epoch = 0n;
    this.#leaves = [];
    this.#pending = [];
    this.#keyPackages.clear();
    this.#transition = null;
  }

  #transitionId(): number {
    const id = this.#nextTransition;
    this.#nextTransition = id >= 0xffff ? 1 : id + 1;
    return id;
  }

  /** The channel id this call's group is named by. */
  get channelId(): string {
    return this.#channelId;
  }
}
