// Security headers on every response (helmet): a Content-Security-Policy that lets the page run
// only the app's own scripts, workers and connections (its socket is same-origin), no framing
// (clickjacking), no MIME sniffing, no referrer sent to other sites.
import helmet from 'koa-helmet';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // React sets style attributes through the DOM (allowed by any policy); the inline allowance
  // covers style attributes in rendered SVG markup and third-party components.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // served over plain http on a LAN too: no forced upgrade of the page's own requests
  upgradeInsecureRequests: null,
};

export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // the socket transport and the replay files are same-origin; nothing is embedded cross-origin
    crossOriginEmbedderPolicy: false,
  });
}
