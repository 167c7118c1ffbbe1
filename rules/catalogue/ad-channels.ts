/**
 * Whether a shop ad shows where `asked` channels are shown (decision 0022): an ad for no channel in
 * particular (empty list) is for every channel; any other, only where one of its channels is asked for.
 */
export function adFitsChannels(adChannelIds: readonly number[], asked: readonly number[]): boolean {
  return adChannelIds.length === 0 || adChannelIds.some((channelId) => asked.includes(channelId));
}
