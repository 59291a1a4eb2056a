import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { parseEnv } from "../../app/server/env.server";

const dir = path.resolve(import.meta.dirname, "../../deploy");
type Doc = Record<string, any>;

const kustomization = parse(readFileSync(path.join(dir, "kustomization.yaml"), "utf8")) as Doc;
const docs: Doc[] = (kustomization.resources as string[]).flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(dir, file), "utf8")).map((d) => d.toJS() as Doc),
);
const byKind = (kind: string, name?: string) => {
  const found = docs.filter((d) => d.kind === kind && (name === undefined || d.metadata.name === name));
  expect(found, kind).toHaveLength(1);
  return found[0];
};

describe("deploy/ manifests", () => {
  const deployment = byKind("Deployment", "storefront");
  const pod = deployment.spec.template.spec;
  const container = pod.containers[0];
  const podLabels = deployment.spec.template.metadata.labels;
  const matches = (selector: Record<string, string>) => Object.entries(selector).every(([k, v]) => podLabels[k] === v);

  it("the kustomization lists every manifest, each a known kind", () => {
    expect(docs.map((d) => d.kind).sort()).toEqual([
      "ConfigMap",
      "Deployment",
      "Deployment",
      "HorizontalPodAutoscaler",
      "PodDisruptionBudget",
      "Secret",
      "Service",
      "Service",
    ]);
  });

  it("puts the shipped nginx page cache in front of the instances (decision 085)", () => {
    const cache = byKind("Deployment", "storefront-cache");
    const generated = (kustomization.configMapGenerator as Doc[]).find((c) => c.name === "storefront-nginx")!;
    // The files the cluster test runs are the ones the pods mount.
    expect(generated.files).toEqual(["nginx/nginx.conf", "nginx/storefront.conf", "nginx/storefront-proxy.conf"]);
    const nginxConf = readFileSync(path.join(dir, "nginx/nginx.conf"), "utf8");
    expect(nginxConf).toContain("include /etc/nginx/storefront/storefront.conf;");
    expect(nginxConf).toContain("include /etc/nginx/storefront/storefront-proxy.conf;");
    // Its upstream is the instances' Service.
    expect(nginxConf).toMatch(new RegExp(`server ${byKind("Service", "storefront").metadata.name}:${byKind("Service", "storefront").spec.ports[0].port};`));
    const spec = cache.spec.template.spec;
    expect(spec.volumes).toContainEqual(expect.objectContaining({ configMap: { name: "storefront-nginx" } }));
    expect(spec.securityContext.runAsNonRoot).toBe(true);
    const front = byKind("Service", "storefront-cache");
    expect(Object.entries(front.spec.selector).every(([k, v]) => cache.spec.template.metadata.labels[k] === v)).toBe(true);
    const proxy = readFileSync(path.join(dir, "nginx/storefront-proxy.conf"), "utf8");
    expect(proxy).toContain("proxy_cache_bypass $storefront_private;");
    expect(proxy).toContain("proxy_no_cache $storefront_private;");
  });

  it("runs as non-root without privilege escalation, with requests and limits", () => {
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    expect(container.securityContext.allowPrivilegeEscalation).toBe(false);
    expect(container.securityContext.capabilities.drop).toContain("ALL");
    for (const kind of ["requests", "limits"]) {
      expect(container.resources[kind].cpu, kind).toBeTruthy();
      expect(container.resources[kind].memory, kind).toBeTruthy();
    }
  });

  it("probes readiness and liveness on /healthz of the web port", () => {
    const web = container.ports.find((p: Doc) => p.name === "http");
    for (const probe of [container.readinessProbe, container.livenessProbe]) {
      expect(probe.httpGet.path).toBe("/healthz");
      expect([web.name, web.containerPort]).toContain(probe.httpGet.port);
    }
  });

  it("takes its configuration from the ConfigMap and the Secret, and every ConfigMap value is valid", () => {
    const configMap = byKind("ConfigMap");
    const secret = byKind("Secret");
    const sources = container.envFrom.map((e: Doc) => e.configMapRef?.name ?? e.secretRef?.name);
    expect(sources).toEqual(expect.arrayContaining([configMap.metadata.name, secret.metadata.name]));
    const env = parseEnv({ ...configMap.data, ...secret.stringData });
    expect(env.NODE_ENV).toBe("production");
    expect(env.TRUST_PROXY).toBeGreaterThan(0);
    expect(env.REDIS_URL).toMatch(/^redis:\/\//);
    expect(String(env.METRICS_PORT)).toBe(String(container.ports.find((p: Doc) => p.name === "metrics").containerPort));
    // Secrets never sit in the ConfigMap.
    for (const key of ["SESSION_SECRET", "OPERATOR_SECRET", "PAYMOB_API_KEY", "PAYMOB_HMAC_SECRET", "STORE_API_ENCRYPTION_KEY"]) {
      expect(configMap.data[key], key).toBeUndefined();
    }
  });

  it("the Service publishes only the web port of these pods", () => {
    const service = byKind("Service", "storefront");
    expect(matches(service.spec.selector)).toBe(true);
    expect(service.spec.ports).toHaveLength(1);
    expect(service.spec.ports[0].targetPort).toBe("http");
  });

  it("scales on CPU between at least two replicas, and a disruption budget keeps one serving", () => {
    const hpa = byKind("HorizontalPodAutoscaler");
    expect(hpa.apiVersion).toBe("autoscaling/v2");
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: "Deployment", name: deployment.metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
    expect(hpa.spec.metrics).toContainEqual(expect.objectContaining({ type: "Resource", resource: expect.objectContaining({ name: "cpu" }) }));
    const pdb = byKind("PodDisruptionBudget");
    expect(matches(pdb.spec.selector.matchLabels)).toBe(true);
    expect(pdb.spec.minAvailable ?? pdb.spec.maxUnavailable).toBeDefined();
    expect(matches(deployment.spec.selector.matchLabels)).toBe(true);
  });
});
