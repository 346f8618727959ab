import fs from 'node:fs';
import path from 'node:path';
import { validateBrandConfig, type BrandConfig } from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';

/**
 * The brands one site serves and how a request picks one: the operator's host → brand map
 * (`hosts.json` in the brands folder), with BRAND for every other host. The Host header is only a
 * key into that map; its value never reaches a page, a URL or a header.
 */
export interface BrandsSetup {
  configs: ReadonlyMap<string, BrandConfig>;
  hosts: Readonly<Record<string, string>>;
  defaultBrand: string;
  /** The folder holding `{id}.json`, `{id}.svg` (the favicon) and `hosts.json`. */
  dir: string;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`brands: ${file} cannot be read as JSON: ${(error as Error).message}`);
  }
}

function readHosts(dir: string): Record<string, string> {
  const file = path.join(dir, 'hosts.json');
  if (!fs.existsSync(file)) return {};
  const hosts = readJson(file);
  const bad =
    v.is(v.record(v.string(), v.unknown()), hosts) && !Array.isArray(hosts)
      ? Object.entries(hosts).find(([host, id]) => typeof id !== 'string' || host !== host.toLowerCase() || host.includes(':'))
      : ['(not an object)'];
  if (bad)
    throw new Error(`brands: ${file}: "${String(bad[0])}" must be a lower-case host name without a port, naming a brand id`);
  return hosts as Record<string, string>;
}

/** Reads and checks every brand the host map or BRAND names; a bad config stops the server at start. */
export function loadBrands(dir: string, defaultBrand: string): BrandsSetup {
  const hosts = readHosts(dir);
  const configs = new Map<string, BrandConfig>();
  for (const id of new Set([defaultBrand, ...Object.values(hosts)])) {
    const config = validateBrandConfig(readJson(path.join(dir, `${id}.json`)));
    if (config.id !== id) throw new Error(`brands: ${id}.json declares id "${config.id}"`);
    configs.set(id, config);
  }
  return { configs, hosts, defaultBrand, dir };
}

/** The brand for a request's host name: the configured one, or the default brand. */
export function brandForHost(setup: BrandsSetup, hostname: string | undefined): BrandConfig {
  const key = (hostname ?? '').toLowerCase();
  const id = Object.hasOwn(setup.hosts, key) ? (setup.hosts[key] as string) : setup.defaultBrand;
  const config = setup.configs.get(id);
  if (!config) throw new Error(`brands: no config loaded for "${id}"`);
  return config;
}
