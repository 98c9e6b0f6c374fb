/** Only in-app paths are followed: a stored url is never a way off the site. */
export const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
