import { VoiceCloseCode, VoiceOpcode } from '../../model/voice.js';
import { identityOf, loadDaveMls } from './daveMls.js';
import { proposalsPayload, transitionPayload } from './daveWire.js';
/** DAVE protocol version this server speaks. */
export const DAVE_VERSION = 1;
/** How long a transition waits for every member's op 23 before executing anyway, emulator ms (ours). */
export const TRANSITION_TIMEOUT_MS = 2000;
export class DaveCall {
    #channelId;
    #groupId;
    #links;
    /** The call's protocol version (1, or 0 after a downgrade). */
    version;
    #mls;
    #sender;
    #established = false;
    #epoch = 0n;
    #leaves = [];
    #speakers = new Set();
    #keyPackages = new Map();
    #pending = [];
    #transition = null;
    #nextTransition = 1;
    #queue = Promise.resolve();
    #commits = 0;
    #refused = 0;
    constructor(channelId, version, links) {
        this.#channelId = channelId;
        this.#groupId = Buffer.alloc(8);
        this.#groupId.writeBigUInt64BE(BigInt(channelId));
        this.#links = links;
        this.version = version;
    }
    /** Runs `step` after the steps before it; a failure closes nothing and stops nothing after it. */
    #run(step) {
        this.#queue = this.#queue.then(step).catch(() => undefined);
        return this.#queue;
    }
    /** Resolves once every step queued so far ran (tests, and the control API's `settled`). */
    idle() {
        return this.#queue;
    }
    info() {
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
    isMember(participant) {
        return this.#established && this.#leaves.includes(participant.userId);
    }
    async #ready() {
        this.#mls ??= await loadDaveMls();
        this.#sender ??= this.#mls.externalSender();
        return { mls: this.#mls, sender: this.#sender };
    }
    /**
     * A participant got its session description with version `version`: with DAVE it is sent the
     * external sender package (op 25) and may send its key package.
     */
    joined(participant) {
        if (participant.dave === 0)
            return;
        this.#speakers.add(participant);
        void this.#run(async () => {
            const { sender } = await this.#ready();
            this.#links.binary(participant, VoiceOpcode.DaveMlsExternalSender, sender.package);
        });
    }
    /** In the "allowed" setting, a participant without DAVE joined a call using it: downgrade to 0. */
    downgrade() {
        if (this.version === 0)
            return;
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
    upgrade(participants) {
        if (this.version !== 0 || participants.length === 0)
            return;
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
    keyPackage(participant, bytes) {
        void this.#run(async () => {
            if (!this.#speakers.has(participant))
                return;
            const { mls, sender } = await this.#ready();
            const read = await mls.readKeyPackage(bytes, participant.userId);
            if (!read.ok) {
                this.#links.close(participant, VoiceCloseCode.BadRequest, read.reason);
                return;
            }
            if (!this.#speakers.has(participant))
                return;
            // A new key package replaces the one before: its Add is revoked; a member re-adding itself is
            // removed first (the protocol's "about to be re-added with a different key package").
            this.#revokeAddsOf(participant.userId);
            this.#keyPackages.set(participant, read.value.keyPackage);
            if (!this.#established) {
                await this.#proposeAdd(participant, sender, mls, this.#pendingMembers(participant));
                // A late joiner gets the Adds already in flight for the others.
                const inFlight = this.#pending.filter((p) => p.kind === 'add' && p.userId !== participant.userId);
                if (inFlight.length > 0) {
                    for (const p of inFlight)
                        p.recipients.add(participant);
                    this.#links.binary(participant, VoiceOpcode.DaveMlsProposals, proposalsPayload('append', inFlight.map((p) => p.message)));
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
    commitWelcome(participant, bytes) {
        void this.#run(async () => {
            if (!this.#speakers.has(participant))
                return;
            const { mls } = await this.#ready();
            const read = mls.readCommit(bytes);
            if (!read.ok) {
                this.#refused++;
                return;
            }
            const commit = read.value;
            const expected = this.#expectedFor(participant);
            const valid = commit.groupId.equals(this.#groupId) &&
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
            const proposals = commit.refs.map((hex) => expected.find((p) => p.hex === hex));
            const adds = proposals.filter((p) => p.kind === 'add');
            if (!valid || (adds.length > 0 && commit.rest.length === 0)) {
                this.#refused++;
                return;
            }
            this.#apply(participant, commit.commit, commit.rest, proposals);
        });
    }
    /** Op 23: a member is ready for a transition. */
    transitionReady(participant, transitionId) {
        void this.#run(() => {
            if (this.#transition?.id !== transitionId)
                return;
            this.#transition.waiting.delete(participant);
            this.#maybeExecute();
        });
    }
    /** Op 31: a member could not process a commit or welcome; it returns to pending (and is removed). */
    invalidCommitWelcome(participant, _transitionId) {
        void this.#run(async () => {
            if (!this.#speakers.has(participant))
                return;
            const { mls, sender } = await this.#ready();
            this.#transition?.waiting.delete(participant);
            this.#revokeAddsOf(participant.userId);
            this.#keyPackages.delete(participant);
            const leaf = this.#leaves.indexOf(participant.userId);
            if (this.#established && leaf >= 0) {
                const others = this.#groupMembers(participant);
                if (others.length > 0)
                    await this.#proposeRemove(leaf, participant.userId, sender, mls);
                else
                    this.#recreate();
            }
            this.#maybeExecute();
        });
    }
    /** A participant left the call (or was replaced): Remove, revokes, a sole member's reset. */
    left(participant, remaining) {
        void this.#run(async () => {
            const was = this.#speakers.delete(participant);
            this.#keyPackages.delete(participant);
            for (const p of this.#pending)
                p.recipients.delete(participant);
            if (this.#transition !== null) {
                this.#transition.waiting.delete(participant);
                this.#maybeExecute();
            }
            if (!was || this.version === 0)
                return;
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
    sweep(now) {
        const transition = this.#transition;
        if (transition !== null && now - transition.startedAt >= TRANSITION_TIMEOUT_MS)
            void this.#run(() => {
                if (this.#transition === transition)
                    this.#execute();
            });
    }
    // --- internals -------------------------------------------------------------------------------------
    /** Members of the established group but `except` (they receive proposals). */
    #groupMembers(except) {
        return [...this.#speakers].filter((p) => p !== except && this.#leaves.includes(p.userId));
    }
    /** Before the group exists: the other members with a key package (each will commit its own group). */
    #pendingMembers(except) {
        return [...this.#speakers].filter((p) => p !== except && this.#keyPackages.has(p));
    }
    /** The proposals a commit from `committer` must cover. */
    #expectedFor(committer) {
        if (this.#established)
            return this.#pending;
        return this.#pending.filter((p) => p.userId !== committer.userId && p.recipients.has(committer));
    }
    async #proposeAdd(participant, sender, mls, recipients) {
        const keyPackage = this.#keyPackages.get(participant);
        const made = await mls.propose(sender, this.#groupId, this.#epoch, { add: keyPackage });
        this.#send({ ...made, kind: 'add', userId: participant.userId, leaf: -1 }, recipients);
    }
    async #proposeRemove(leaf, userId, sender, mls) {
        const made = await mls.propose(sender, this.#groupId, this.#epoch, { remove: leaf });
        const recipients = [...this.#speakers].filter((p) => p.userId !== userId && this.#leaves.includes(p.userId));
        this.#send({ ...made, kind: 'remove', userId, leaf }, recipients);
    }
    #send(made, recipients) {
        const pending = {
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
        for (const p of recipients)
            this.#links.binary(p, VoiceOpcode.DaveMlsProposals, payload);
    }
    /** Revokes the Adds of a user still in flight (op 27, revoke, to whoever was sent them). */
    #revokeAddsOf(userId) {
        const gone = this.#pending.filter((p) => p.kind === 'add' && p.userId === userId);
        if (gone.length === 0)
            return;
        this.#pending = this.#pending.filter((p) => !gone.includes(p));
        const by = new Map();
        for (const p of gone)
            for (const r of p.recipients)
                by.set(r, [...(by.get(r) ?? []), p.ref]);
        for (const [recipient, refs] of by)
            this.#links.binary(recipient, VoiceOpcode.DaveMlsProposals, proposalsPayload('revoke', refs));
    }
    /** Relays an accepted commit: the group's new leaves and epoch, op 29 and op 30, a transition. */
    #apply(committer, commit, welcome, proposals) {
        const before = this.#established ? this.#groupMembers(committer).concat(committer) : [committer];
        if (!this.#established)
            this.#leaves = [committer.userId];
        // RFC 9420 §12.3: Removes apply before Adds; an Add takes the leftmost blank leaf, else a new one.
        for (const p of proposals)
            if (p.kind === 'remove')
                this.#leaves[p.leaf] = null;
        while (this.#leaves.length > 0 && this.#leaves.at(-1) === null)
            this.#leaves.pop();
        const added = [];
        for (const p of proposals) {
            if (p.kind !== 'add')
                continue;
            const blank = this.#leaves.indexOf(null);
            if (blank >= 0)
                this.#leaves[blank] = p.userId;
            else
                this.#leaves.push(p.userId);
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
        for (const p of added)
            this.#links.binary(p, VoiceOpcode.DaveMlsWelcome, welcomePayload);
        const members = [...this.#speakers].filter((p) => this.#leaves.includes(p.userId));
        this.#transition = { id, waiting: new Set(members), startedAt: this.#links.now(), to: null };
        this.#maybeExecute();
    }
    #maybeExecute() {
        if (this.#transition !== null && this.#transition.waiting.size === 0)
            this.#execute();
    }
    /** Op 22 to the members of the transition's group (or, for a downgrade, to everyone it told). */
    #execute() {
        const transition = this.#transition;
        if (transition === null)
            return;
        this.#transition = null;
        const to = transition.to ?? [...this.#speakers].filter((p) => this.#leaves.includes(p.userId));
        for (const p of to)
            this.#links.json(p, VoiceOpcode.DaveExecuteTransition, { transition_id: transition.id });
    }
    /** The group starts over: everyone makes a new key package (op 24, epoch 1). */
    #recreate() {
        const speakers = [...this.#speakers];
        this.#reset();
        for (const p of speakers)
            this.#links.json(p, VoiceOpcode.DavePrepareEpoch, { protocol_version: this.version, epoch: 1 });
    }
    #reset() {
        this.#established = false;
        this.#epoch = 0n;
        this.#leaves = [];
        this.#pending = [];
        this.#keyPackages.clear();
        this.#transition = null;
    }
    #transitionId() {
        const id = this.#nextTransition;
        this.#nextTransition = id >= 0xffff ? 1 : id + 1;
        return id;
    }
    /** The channel id this call's group is named by. */
    get channelId() {
        return this.#channelId;
    }
}
