/** Share links for a page: plain addresses of the networks' own share pages (no third-party script). */
export type ShareTargets = { linkedin: string; x: string; whatsapp: string; email: string };

export function shareUrls(url: string, text: string, subject = text): ShareTargets {
  const e = encodeURIComponent;
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${e(url)}`,
    x: `https://x.com/intent/tweet?text=${e(text)}&url=${e(url)}`,
    whatsapp: `https://wa.me/?text=${e(`${text} ${url}`)}`,
    email: `mailto:?subject=${e(subject)}&body=${e(`${text}\n\n${url}`)}`,
  };
}
