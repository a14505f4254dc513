/**
 * The friends pane of the shell over the Client's friends calls: the unified list by the C++ library's
 * groups (playing this game, online elsewhere, offline) with what each friend shows in this game (their
 * rich presence, `UserHandle.GameActivity()`), the pending Discord requests, and adding, accepting and
 * declining. Rich presence and invites are invitesService.ts. The Client keeps the groups sorted and live; this module only turns them into
 * the page's plain views and pushes a new view whenever the Client says the list moved. Its events run
 * in pumped mode, so a change reaches the page on the game loop's next frame.
 */
import {
  type Activity,
  type Client,
  ClientStatus,
  RelationshipGroupType,
  type RelationshipHandle,
  RelationshipType,
  StatusType,
} from 'social-sdk';
import type {
  FriendRequestView,
  FriendStatus,
  FriendsView,
  FriendView,
  GameEvent,
} from '../common/gameApi.js';

/** A status as the pane's dot shows it: what others see (`invisible` and the rest read as offline). */
export function friendStatus(status: StatusType): FriendStatus {
  switch (status) {
    case StatusType.Online:
    case StatusType.Streaming:
      return 'online';
    case StatusType.Idle:
      return 'idle';
    case StatusType.Dnd:
      return 'dnd';
    default:
      return 'offline';
  }
}

/** A relationship's name for the list: the user's display name, else the end of their id. */
function nameOf(relationship: RelationshipHandle): string {
  return relationship.User()?.DisplayName() ?? `user ${relationship.Id().slice(-4)}`;
}

/** "In lobby, 1 of 4": the activity's state and its party's size, or null when it shows nothing. */
function activityText(activity: Activity | null): string | null {
  if (activity === null) return null;
  const party = activity.Party();
  const parts = [activity.State(), party ? `${party.CurrentSize()} of ${party.MaxSize()}` : null];
  return parts.filter((part) => part !== null && part !== '').join(', ') || null;
}

function friendView(relationship: RelationshipHandle): FriendView {
  const user = relationship.User();
  const activity = user?.GameActivity() ?? null;
  const party = activity?.Party() ?? null;
  return {
    id: relationship.Id(),
    name: nameOf(relationship),
    status: friendStatus(user?.Status() ?? StatusType.Offline),
    discord: relationship.DiscordRelationshipType() === RelationshipType.Friend,
    game: relationship.GameRelationshipType() === RelationshipType.Friend,
    activity: activityText(activity),
    joinable: party !== null && party.Id() !== '' && party.CurrentSize() < party.MaxSize(),
  };
}

const DIRECTIONS = new Map<RelationshipType, FriendRequestView['direction']>([
  [RelationshipType.PendingIncoming, 'incoming'],
  [RelationshipType.PendingOutgoing, 'outgoing'],
]);

export class FriendsService {
  readonly #client: Client;
  readonly #emit: (event: GameEvent) => void;

  constructor(client: Client, emit: (event: GameEvent) => void) {
    this.#client = client;
    this.#emit = emit;
    // Each of these can move a friend between groups or change a name, a status or a request. A
    // callback runs after its event, when the client may be reconnecting: the list is read while ready.
    const publish = () => {
      if (client.GetStatus() === ClientStatus.Ready) this.publish();
    };
    client.on('relationshipCreated', publish);
    client.on('relationshipDeleted', publish);
    client.on('relationshipGroupsUpdated', publish);
    client.on('userUpdated', publish);
    // What was passed over while reconnecting is read again once the client is ready.
    client.on('statusChanged', publish);
  }

  /** The pane as the Client knows it now. */
  view(): FriendsView {
    // The groups hold friends of either kind only, already sorted; requests are listed apart.
    const group = (type: RelationshipGroupType) => this.#client.GetRelationshipsByGroup(type).map(friendView);
    const requests: FriendRequestView[] = [];
    for (const relationship of this.#client.GetRelationships()) {
      const direction = DIRECTIONS.get(relationship.DiscordRelationshipType());
      if (direction !== undefined)
        requests.push({ id: relationship.Id(), name: nameOf(relationship), direction });
    }
    return {
      playing: group(RelationshipGroupType.OnlinePlayingGame),
      elsewhere: group(RelationshipGroupType.OnlineElsewhere),
      offline: group(RelationshipGroupType.Offline),
      requests,
    };
  }

  /** Pushes the current pane to the page and returns it. */
  publish(): FriendsView {
    const friends = this.view();
    this.#emit({ type: 'friends', friends });
    return friends;
  }

  async add(username: string): Promise<null> {
    await this.#client.SendDiscordFriendRequest(username);
    return null;
  }

  async accept(userId: string): Promise<null> {
    await this.#client.AcceptDiscordFriendRequest(userId);
    return null;
  }

  async decline(userId: string): Promise<null> {
    await this.#client.RejectDiscordFriendRequest(userId);
    return null;
  }
}
