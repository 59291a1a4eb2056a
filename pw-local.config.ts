import config, { PORTS } from "./playwright.config";
const mine = [PORTS.security, PORTS.slowDataBackend, PORTS.slowDataServer, PORTS.load, PORTS.nothingListens, PORTS.main, PORTS.slowBackend, PORTS.slowServer, PORTS.siteOff, PORTS.broken, PORTS.downBackend, PORTS.currencyDown, PORTS.currencyDownBackend].map(String);
export default { ...config, webServer: (config.webServer as Array<{ url: string }>).filter((s) => mine.some((p) => s.url.includes(`:${p}/`))) };
