import { CHAT_IMAGE_FIELD, CHAT_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { paged } from '../../lib/envelope.ts';
import { readSingleFile } from '../../lib/multipart.ts';
import { servePrivateImages } from '../../lib/private-images.ts';
import { route } from '../../lib/route.ts';
import { createChatService } from './chat.service.ts';
import { withSystemTextsIn } from './system-words.ts';

/** Chat: channels, messages, read cursors, moderation, blocks, reports; admin moderation. */
export function chatRoutes(app: FastifyInstance, deps: Deps) {
  const storage = deps.uploads;
  const chat = createChatService({
    db: deps.db,
    hub: deps.chat,
    storage,
    log: (err, msg) => app.log.error({ err }, msg),
  });

  // A group's SYSTEM messages (its events) are worded in the reader's language (system-words.ts).
  route(app, 'listChatChannels', async (req) =>
    withSystemTextsIn(req.locale, paged(await chat.listChannels(req.auth, req.query), req.query)),
  );
  route(app, 'getChatUnread', async (req) => ({ data: await chat.unread(req.auth) }));
  route(app, 'openDirectChannel', async (req) => ({ data: await chat.openDirect(req.auth, req.body) }));
  route(app, 'createChannel', async (req) => ({
    data: await chat.createGroup(req.auth, req.body),
    message: CHAT_MESSAGES.channelCreated,
  }));
  route(app, 'getChannelDetails', async (req) => ({
    data: withSystemTextsIn(req.locale, await chat.getChannel(req.auth, req.params.id)),
  }));
  route(app, 'inviteMember', async (req) => ({
    data: await chat.invite(req.auth, req.params.id, req.body.memberIds),
    message: CHAT_MESSAGES.invited,
  }));
  route(app, 'leaveGroup', async (req) => ({
    data: await chat.leave(req.auth, req.params.id),
    message: CHAT_MESSAGES.left,
  }));
  route(app, 'getMembers', async (req) => ({ data: await chat.members(req.auth, req.params.id) }));
  route(app, 'getOperators', async (req) => ({
    data: await chat.members(req.auth, req.params.id, 'operators'),
  }));
  route(app, 'registerAsOperator', async (req) => ({
    data: await chat.setOperator(req.auth, req.params.id, req.body.memberId, true),
    message: CHAT_MESSAGES.operatorAdded,
  }));
  route(app, 'unRegisterAsOperator', async (req) => ({
    data: await chat.setOperator(req.auth, req.params.id, req.params.memberId, false),
    message: CHAT_MESSAGES.operatorRemoved,
  }));
  route(app, 'muteMember', async (req) => ({
    data: await chat.mute(req.auth, req.params.id, req.body),
    message: CHAT_MESSAGES.mutedDone,
  }));
  route(app, 'unMuteMember', async (req) => ({
    data: await chat.unmute(req.auth, req.params.id, req.params.memberId),
    message: CHAT_MESSAGES.unmuted,
  }));
  route(app, 'getMuteUser', async (req) => ({ data: await chat.members(req.auth, req.params.id, 'muted') }));
  route(app, 'banMember', async (req) => ({
    data: await chat.ban(req.auth, req.params.id, req.body),
    message: CHAT_MESSAGES.bannedDone,
  }));
  route(app, 'unBanMember', async (req) => ({
    data: await chat.unban(req.auth, req.params.id, req.params.memberId),
    message: CHAT_MESSAGES.unbanned,
  }));
  route(app, 'getBanUser', async (req) => ({ data: await chat.bans(req.auth, req.params.id) }));
  route(app, 'freezeChannel', async (req) => ({
    data: await chat.setFrozen(req.auth, req.params.id, true),
    message: CHAT_MESSAGES.frozenDone,
  }));
  route(app, 'unfreezeChannel', async (req) => ({
    data: await chat.setFrozen(req.auth, req.params.id, false),
    message: CHAT_MESSAGES.unfrozen,
  }));
  route(app, 'sendDefaultMessage', async (req) => ({
    data: await chat.sendDefault(req.auth, req.params.id, req.body.text),
  }));
  route(app, 'sendChatMessage', async (req) => ({
    data: await chat.send(req.auth, req.params.id, req.body),
  }));
  route(app, 'listChatMessages', async (req) =>
    withSystemTextsIn(req.locale, await chat.messages(req.auth, req.params.id, req.query)),
  );
  route(app, 'markChatRead', async (req) => ({
    data: await chat.markRead(req.auth, req.params.id, req.body.seq),
  }));
  route(app, 'uploadChatImage', async (req) => {
    const buffer = await readSingleFile(req, CHAT_IMAGE_FIELD);
    return { data: await chat.uploadImage(req.auth, buffer), message: CHAT_MESSAGES.imageUploaded };
  });
  route(app, 'getChatUser', async (req) => ({ data: await chat.getUser(req.auth, req.params.id) }));
  route(app, 'listChatBlocks', async (req) => ({ data: await chat.blocks(req.auth) }));
  route(app, 'blockChatMember', async (req) => ({
    data: await chat.setBlock(req.auth, req.body.memberId, true),
    message: CHAT_MESSAGES.blockedDone,
  }));
  route(app, 'unblockChatMember', async (req) => ({
    data: await chat.setBlock(req.auth, req.params.memberId, false),
    message: CHAT_MESSAGES.unblocked,
  }));
  route(app, 'reportChatMessage', async (req) => ({
    data: await chat.report(req.auth, req.params.id, req.body),
    message: CHAT_MESSAGES.reported,
  }));

  route(app, 'adminListChatReports', async (req) =>
    paged(await chat.adminReports(req.auth, req.query), req.query),
  );
  route(app, 'adminGetChatReport', async (req) => ({
    data: await chat.adminReport(req.auth, req.params.id),
  }));
  route(app, 'adminResolveChatReport', async (req) => ({
    data: await chat.adminResolve(req.auth, req.params.id, req.body),
    message: req.body.status === 'DECLINED' ? CHAT_MESSAGES.declined : CHAT_MESSAGES.actioned,
  }));
  route(app, 'adminFreezeChatChannel', async (req) => ({
    data: await chat.adminFreeze(req.auth, req.params.id, req.body),
    message: req.body.frozen ? CHAT_MESSAGES.frozenDone : CHAT_MESSAGES.unfrozen,
  }));
  route(app, 'adminListChatBans', async (req) => paged(await chat.adminBans(req.auth, req.query), req.query));
  route(app, 'adminBanChatMember', async (req) => ({
    data: await chat.adminBan(req.auth, req.body),
    message: CHAT_MESSAGES.bannedEverywhereDone,
  }));
  route(app, 'adminUnbanChatMember', async (req) => ({
    data: await chat.adminUnban(req.auth, req.params.memberId),
    message: CHAT_MESSAGES.unbanned,
  }));

  // Chat images: only to their uploader and the members of a conversation showing them (bearer or
  // access-token header; the member app loads them with its client). Outside the registry, as the
  // public uploads of profile.routes.ts.
  servePrivateImages(app, storage, {
    path: '/chat/images/:id/:file',
    operationId: 'getChatImageFile',
    summary:
      'A chat image (full.webp or the 256×256 thumb.webp) for its uploader and the members of a conversation showing it',
    tag: 'chat',
    mayRead: async (auth, id) => {
      if (auth.role !== 'MEMBER' && auth.role !== 'ADMIN') throw new AppError('FORBIDDEN');
      return auth.role === 'ADMIN' || chat.canSeeImage(auth, id);
    },
  });
}
