#!/usr/bin/env bash
# Builds Ordsky's image from the Containerfile and smoke-tests it on a machine where containers cannot be started
# (no registry, `podman run` refused): Buildah builds with chroot isolation and runs the image's own command with
# `buildah run`, on the host's network, with a host folder as the /data volume. Checks: the image runs as a non-root
# user with its HEALTHCHECK and /data volume and without devDependencies; the server gets ready, its HEALTHCHECK
# passes, an answer over HTTP and one over /ws are counted; after SIGTERM (a clean exit) a new container on the same
# volume still has both. When the base image is not on this machine, scripts/container-base.sh makes a stand-in.
# Needs root and Buildah (apt-get install -y buildah; debootstrap too for the stand-in base).
#   npm run container:smoke          (SMOKE_PORT, default 3873, is where the server listens on loopback)
set -euo pipefail
cd "$(dirname "$0")/.."

port=${SMOKE_PORT:-3873}
image=localhost/ordsky:smoke
base=$(sed -n 's/^ARG NODE_IMAGE=//p' Containerfile)
url="http://127.0.0.1:$port"
client=(node scripts/container-smoke-client.mjs)
started=$SECONDS

command -v buildah >/dev/null || { echo "container smoke test: needs buildah (apt-get install -y buildah)" >&2; exit 1; }
[ "$(id -u)" = 0 ] || { echo "container smoke test: run it as root (Buildah with chroot isolation)" >&2; exit 1; }

work=$(mktemp -d /var/tmp/ordsky-smoke.XXXXXX)
containers=()
server=""
# buildah's chroot runtime answers a SIGTERM with SIGKILL to its command, so signals go to the server itself: the
# innermost process under `buildah run`.
innermost() {
  local pid=$1 child
  while child=$(pgrep -P "$pid" | head -1) && [ -n "$child" ]; do pid=$child; done
  echo "$pid"
}
cleanup() {
  if [ -n "$server" ]; then kill -KILL "$(innermost "$server")" "$server" 2>/dev/null || true; fi
  for container in "${containers[@]}"; do buildah rm "$container" >/dev/null 2>&1 || true; done
  rm -rf "$work"
}
trap cleanup EXIT

step() { echo "[$((SECONDS - started)) s] $*"; }
fail() { echo "container smoke test FAILED: $*" >&2; exit 1; }

if buildah inspect --type image "$base" >/dev/null 2>&1; then
  step "base image $base is here"
else
  step "no $base on this machine: making a stand-in"
  scripts/container-base.sh "$base"
fi

step "building $image"
build_started=$SECONDS
extra_ca=()
# A host whose Node trusts an extra CA (a proxy that re-signs TLS) lends it to the build's npm.
if [ -f "${NODE_EXTRA_CA_CERTS:-}" ]; then
  extra_ca=(--volume "$NODE_EXTRA_CA_CERTS:/etc/ssl/certs/build-extra-ca.crt:ro" --build-arg NODE_EXTRA_CA_CERTS=/etc/ssl/certs/build-extra-ca.crt)
fi
buildah bud --isolation chroot --format docker --layers "${extra_ca[@]}" -f Containerfile -t "$image" . >"$work/build.log" 2>&1 || {
  tail -40 "$work/build.log"
  fail "the image did not build (log above)"
}
step "built in $((SECONDS - build_started)) s; image $(buildah images --format '{{.Size}}' "$image"), base $(buildah images --format '{{.Size}}' "$base")"

# The image's own settings, read from its config: what `docker run` would use.
config=$(buildah inspect --type image "$image")
# Prints what a JavaScript expression of the image's config `c` gives, an array one item a line.
config_get() { node -e 'const c = JSON.parse(process.argv[1]).Docker.config; const v = eval(process.argv[2]); console.log(Array.isArray(v) ? v.join("\n") : (v ?? ""))' "$config" "$1"; }
mapfile -t command < <(config_get '[...(c.Entrypoint ?? []), ...(c.Cmd ?? [])]')
mapfile -t probe < <(config_get 'c.Healthcheck?.Test')
user=$(config_get c.User)
[ "$user" = node ] || fail "the image should run as the user node, runs as '$user'"
[ "$(config_get 'Object.keys(c.Volumes ?? {}).join()')" = /data ] || fail "the image should declare the volume /data"
case "${probe[0]:-}" in
  CMD) probe=("${probe[@]:1}") ;;
  CMD-SHELL) probe=(/bin/sh -c "${probe[1]}") ;;
  *) fail "the image has no HEALTHCHECK (built without --format docker?)" ;;
esac

# Sets `container` to a new container of the image. Its /data comes from the host folder below, as `docker run -v`
# would give it: `buildah run` would otherwise mount a fresh per-container volume of its own over it.
new_container() {
  container=$(buildah from --quiet "$image")
  containers+=("$container")
  buildah config --volume /data- "$container"
}
run_options=(--isolation chroot --network host --volume "$work/data:/data" --env PORT="$port")
run_in() {
  local container=$1
  shift
  buildah run "${run_options[@]}" "$container" -- "$@"
}
start_server() {
  # Another server on the port would answer in this one's place.
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then fail "something already listens on port $port (set SMOKE_PORT)"; fi
  buildah run "${run_options[@]}" "$1" -- "${command[@]}" >>"$work/server.log" 2>&1 &
  server=$!
  "${client[@]}" wait "$url" || { cat "$work/server.log"; fail "the server did not get ready"; }
}
stop_server() {
  local code=0 process
  process=$(innermost "$server")
  [ "$process" != "$server" ] || fail "the server's process is gone"
  kill -TERM "$process"
  wait "$server" || code=$?
  server=""
  [ "$code" = 0 ] || { cat "$work/server.log"; fail "the server exited with $code after SIGTERM (a drained shutdown exits 0)"; }
}

mkdir "$work/data"
new_container
first=$container
uid=$(run_in "$first" id -u)
[ "$uid" != 0 ] || fail "the server's user is root"
run_in "$first" node -e '
  const { devDependencies } = require("./package.json");
  const present = Object.keys(devDependencies).filter((name) => require("node:fs").existsSync("node_modules/" + name));
  if (present.length) { console.error("devDependencies in the image: " + present.join(", ")); process.exit(1); }
' || fail "the image holds devDependencies"
chown "$uid" "$work/data"

step "starting the server (uid $uid) on $url with an empty volume"
start_server "$first"
run_in "$first" "${probe[@]}" || fail "the image's HEALTHCHECK fails on a ready server"
step "ready; HEALTHCHECK passes; answering over HTTP and WebSocket"
read -r session host_key < <("${client[@]}" answer "$url") || fail "the answers were not taken"
step "both answers counted in session $session; stopping with SIGTERM"
stop_server
if run_in "$first" "${probe[@]}" 2>/dev/null; then fail "the HEALTHCHECK passes with no server running"; fi

step "a new container on the same volume"
new_container
start_server "$container"
"${client[@]}" check "$url" "$session" "$host_key" || fail "the answers did not survive the restart"
stop_server
step "passed: the answers survived the restart on the volume (which holds $(du -sh "$work/data" | cut -f1))"
