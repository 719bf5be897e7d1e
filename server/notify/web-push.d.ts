// The part of web-push (3.x, CommonJS, no types of its own) the notification queue uses.
declare module 'web-push' {
  interface RequestDetails {
    method: string;
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  }
  const webpush: {
    generateRequestDetails(
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
      payload: string | Buffer,
      options: {
        TTL?: number;
        urgency?: 'very-low' | 'low' | 'normal' | 'high';
        topic?: string;
        vapidDetails: { subject: string; publicKey: string; privateKey: string };
        contentEncoding?: 'aes128gcm' | 'aesgcm';
      },
    ): RequestDetails;
  };
  export default webpush;
}
