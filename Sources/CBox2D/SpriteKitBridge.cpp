// The C interface of CBox2DSprites.h: SpriteKit's filtering and contact reports over Box2D.
#include "CBox2DSprites.h"
#include <box2d/box2d.h>
#include <algorithm>
#include <map>
#include <vector>
#include "JointMaking.h"

namespace {

struct SKShape {
    int64_t tag;
    uint32_t category = 0xFFFFFFFF, collision = 0xFFFFFFFF, contactTest = 0;
};

SKShape *shapeOf(b2Fixture *f) { return reinterpret_cast<SKShape *>(f->GetUserData().pointer); }

// A dynamic body is moved by a contact when its collision mask meets the other's category; a
// contact between two dynamic bodies is solved only when both are (Box2D solves a contact for
// both bodies or neither). A contact is kept, unsolved, when only a contact test wants it.
bool affected(b2Fixture *self, b2Fixture *other) {
    return self->GetBody()->GetType() == b2_dynamicBody && (shapeOf(self)->collision & shapeOf(other)->category) != 0;
}

bool collides(b2Fixture *a, b2Fixture *b) {
    bool da = a->GetBody()->GetType() == b2_dynamicBody, db = b->GetBody()->GetType() == b2_dynamicBody;
    if (da && db) return affected(a, b) && affected(b, a);
    return affected(a, b) || affected(b, a);
}

bool reports(b2Fixture *a, b2Fixture *b) {
    return (shapeOf(a)->category & shapeOf(b)->contactTest) != 0 || (shapeOf(b)->category & shapeOf(a)->contactTest) != 0;
}

class Filter : public b2ContactFilter {
public:
    bool ShouldCollide(b2Fixture *a, b2Fixture *b) override {
        if (!shapeOf(a) || !shapeOf(b) || a->GetBody() == b->GetBody()) return false;
        return collides(a, b) || reports(a, b);
    }
};

class Listener : public b2ContactListener {
public:
    std::vector<OUKSKContact> events;
    std::map<b2Contact *, size_t> begun;  // this step's began events, for their impulses

    void BeginContact(b2Contact *c) override {
        b2Fixture *a = c->GetFixtureA(), *b = c->GetFixtureB();
        if (!reports(a, b) || a->GetBody() == b->GetBody()) return;
        OUKSKContact e{shapeOf(a)->tag, shapeOf(b)->tag, true, {0, 0}, {0, 0}, 0};
        b2WorldManifold m;
        c->GetWorldManifold(&m);
        int n = c->GetManifold()->pointCount;
        if (n > 0) {
            b2Vec2 p(0, 0);
            for (int i = 0; i < n; i++) p += m.points[i];
            e.point = {p.x / n, p.y / n};
            e.normal = {m.normal.x, m.normal.y};
        }
        begun[c] = events.size();
        events.push_back(e);
    }
    void EndContact(b2Contact *c) override {
        b2Fixture *a = c->GetFixtureA(), *b = c->GetFixtureB();
        begun.erase(c);
        if (!shapeOf(a) || !shapeOf(b) || !reports(a, b)) return;
        events.push_back(OUKSKContact{shapeOf(a)->tag, shapeOf(b)->tag, false, {0, 0}, {0, 0}, 0});
    }
    void PreSolve(b2Contact *c, const b2Manifold *) override {
        if (!collides(c->GetFixtureA(), c->GetFixtureB())) c->SetEnabled(false);
    }
    void PostSolve(b2Contact *c, const b2ContactImpulse *impulse) override {
        auto it = begun.find(c);
        if (it == begun.end()) return;
        float sum = 0;
        for (int i = 0; i < impulse->count; i++) sum += impulse->normalImpulses[i];
        events[it->second].impulse = std::max(events[it->second].impulse, sum);
    }
};

}  // namespace

struct OUKSKWorld {
    b2World world{b2Vec2(0, -9.8f)};
    Filter filter;
    Listener listener;
    OUKSKWorld() {
        world.SetContactFilter(&filter);
        world.SetContactListener(&listener);
    }
};

static b2Body *B(OUKBody *b) { return reinterpret_cast<b2Body *>(b); }
static b2Vec2 V(OUKVec v) { return b2Vec2(v.x, v.y); }

static void collect(b2Body *body, std::vector<SKShape *> &out) {
    for (b2Fixture *f = body->GetFixtureList(); f; f = f->GetNext()) out.push_back(shapeOf(f));
}

static void addShape(b2Body *body, const b2Shape &shape, OUKSKShapeDef def) {
    b2FixtureDef fd;
    fd.shape = &shape;
    fd.density = def.density;
    fd.friction = def.friction;
    fd.restitution = def.restitution;
    SKShape *data = new SKShape();
    data->tag = def.tag;
    // A new shape takes the masks the body's other shapes already have.
    if (b2Fixture *first = body->GetFixtureList()) {
        data->category = shapeOf(first)->category;
        data->collision = shapeOf(first)->collision;
        data->contactTest = shapeOf(first)->contactTest;
    }
    fd.userData.pointer = reinterpret_cast<uintptr_t>(data);
    body->CreateFixture(&fd);
}

static b2BodyType typeOf(int type) { return type == 0 ? b2_staticBody : type == 1 ? b2_kinematicBody : b2_dynamicBody; }

extern "C" {

OUKSKWorld *ouk_sk_world_create(void) { return new OUKSKWorld(); }

void ouk_sk_world_destroy(OUKSKWorld *w) {
    std::vector<SKShape *> data;
    for (b2Body *b = w->world.GetBodyList(); b; b = b->GetNext()) collect(b, data);
    delete w;
    for (SKShape *d : data) delete d;
}

void ouk_sk_world_set_gravity(OUKSKWorld *w, OUKVec g) { w->world.SetGravity(V(g)); }

void ouk_sk_world_step(OUKSKWorld *w, float dt, int vi, int pi) {
    w->listener.begun.clear();
    w->world.Step(dt, vi, pi);
    w->world.ClearForces();
    w->listener.begun.clear();
}

int ouk_sk_world_contact_count(const OUKSKWorld *w) { return (int)w->listener.events.size(); }
OUKSKContact ouk_sk_world_contact(const OUKSKWorld *w, int i) { return w->listener.events[i]; }
void ouk_sk_world_clear_contacts(OUKSKWorld *w) { w->listener.events.clear(); }

int ouk_sk_world_query_point(OUKSKWorld *w, OUKVec point, OUKSKHit *out, int max) {
    struct Query : b2QueryCallback {
        b2Vec2 p;
        std::vector<OUKSKHit> hits;
        bool ReportFixture(b2Fixture *f) override {
            if (!f->TestPoint(p) || !shapeOf(f)) return true;
            int64_t tag = shapeOf(f)->tag;
            for (auto &h : hits) if (h.tag == tag) return true;
            hits.push_back(OUKSKHit{tag, {p.x, p.y}, {0, 0}, 0});
            return true;
        }
    } q;
    q.p = V(point);
    b2AABB box;
    box.lowerBound = q.p - b2Vec2(0.001f, 0.001f);
    box.upperBound = q.p + b2Vec2(0.001f, 0.001f);
    w->world.QueryAABB(&q, box);
    int n = std::min((int)q.hits.size(), max);
    for (int i = 0; i < n; i++) out[i] = q.hits[i];
    return n;
}

int ouk_sk_world_ray_cast(OUKSKWorld *w, OUKVec start, OUKVec end, OUKSKHit *out, int max) {
    struct Ray : b2RayCastCallback {
        std::vector<OUKSKHit> hits;
        float ReportFixture(b2Fixture *f, const b2Vec2 &p, const b2Vec2 &n, float fraction) override {
            if (!shapeOf(f)) return -1;
            int64_t tag = shapeOf(f)->tag;
            for (auto &h : hits) {
                if (h.tag != tag) continue;
                if (fraction < h.fraction) h = OUKSKHit{tag, {p.x, p.y}, {n.x, n.y}, fraction};
                return 1;
            }
            hits.push_back(OUKSKHit{tag, {p.x, p.y}, {n.x, n.y}, fraction});
            return 1;
        }
    } r;
    if (start.x == end.x && start.y == end.y) return 0;
    w->world.RayCast(&r, V(start), V(end));
    std::sort(r.hits.begin(), r.hits.end(), [](const OUKSKHit &a, const OUKSKHit &b) {
        return a.fraction != b.fraction ? a.fraction < b.fraction : a.tag < b.tag;
    });
    int n = std::min((int)r.hits.size(), max);
    for (int i = 0; i < n; i++) out[i] = r.hits[i];
    return n;
}

OUKBody *ouk_sk_body_create(OUKSKWorld *w, int type, OUKVec p, float angle) {
    b2BodyDef def;
    def.type = typeOf(type);
    def.position = V(p);
    def.angle = angle;
    return reinterpret_cast<OUKBody *>(w->world.CreateBody(&def));
}

void ouk_sk_body_destroy(OUKSKWorld *w, OUKBody *b) {
    std::vector<SKShape *> data;
    collect(B(b), data);
    // Box2D ends the body's contacts as it goes, which reads the shapes' data: free it after.
    w->world.DestroyBody(B(b));
    for (SKShape *d : data) delete d;
}

void ouk_sk_body_set_type(OUKBody *b, int type) { B(b)->SetType(typeOf(type)); }

void ouk_sk_body_remove_shapes(OUKBody *b) {
    std::vector<SKShape *> data;
    collect(B(b), data);
    while (b2Fixture *f = B(b)->GetFixtureList()) B(b)->DestroyFixture(f);
    for (SKShape *d : data) delete d;
}

OUKVec ouk_sk_body_world_center(const OUKBody *b) {
    b2Vec2 c = reinterpret_cast<const b2Body *>(b)->GetWorldCenter();
    return OUKVec{c.x, c.y};
}

void ouk_sk_body_add_polygon(OUKBody *b, const OUKVec *v, int count, OUKSKShapeDef def) {
    std::vector<b2Vec2> points;
    for (int i = 0; i < count && i < b2_maxPolygonVertices; i++) points.push_back(V(v[i]));
    // Box2D asserts on a polygon with no area.
    float area = 0;
    for (size_t i = 0; i < points.size(); i++) area += b2Cross(points[i], points[(i + 1) % points.size()]);
    if (points.size() < 3 || b2Abs(area) < 1e-6f) return;
    b2PolygonShape shape;
    shape.Set(points.data(), (int)points.size());
    addShape(B(b), shape, def);
}

void ouk_sk_body_add_circle(OUKBody *b, OUKVec c, float r, OUKSKShapeDef def) {
    b2CircleShape shape;
    shape.m_p = V(c);
    shape.m_radius = r;
    addShape(B(b), shape, def);
}

void ouk_sk_body_add_chain(OUKBody *b, const OUKVec *v, int count, bool loop, OUKSKShapeDef def) {
    // Two-sided edges: SpriteKit's edges stop bodies from either side (Box2D's chains are one-sided).
    int segments = loop && count > 2 ? count : count - 1;
    for (int i = 0; i < segments; i++) {
        b2Vec2 a = V(v[i]), c = V(v[(i + 1) % count]);
        if (b2DistanceSquared(a, c) < 1e-10f) continue;
        b2EdgeShape edge;
        edge.SetTwoSided(a, c);
        addShape(B(b), edge, def);
    }
}

void ouk_sk_body_set_masks(OUKBody *b, uint32_t category, uint32_t collision, uint32_t contactTest) {
    for (b2Fixture *f = B(b)->GetFixtureList(); f; f = f->GetNext()) {
        SKShape *s = shapeOf(f);
        s->category = category;
        s->collision = collision;
        s->contactTest = contactTest;
        f->Refilter();
    }
}

void ouk_sk_body_set_bullet(OUKBody *b, bool bullet) { B(b)->SetBullet(bullet); }
void ouk_sk_body_set_gravity_scale(OUKBody *b, float s) { B(b)->SetGravityScale(s); }

void ouk_sk_body_set_mass(OUKBody *b, float density, float mass) {
    for (b2Fixture *f = B(b)->GetFixtureList(); f; f = f->GetNext()) f->SetDensity(density);
    B(b)->ResetMassData();
    if (mass > 0 && B(b)->GetType() == b2_dynamicBody) {
        b2MassData data;
        B(b)->GetMassData(&data);
        if (data.mass > 0) data.I *= mass / data.mass;
        data.mass = mass;
        B(b)->SetMassData(&data);
    }
}

static b2Joint *J(OUKJoint *j) { return reinterpret_cast<b2Joint *>(j); }
static const b2Joint *J(const OUKJoint *j) { return reinterpret_cast<const b2Joint *>(j); }
static OUKJoint *O(b2Joint *j) { return reinterpret_cast<OUKJoint *>(j); }

OUKJoint *ouk_sk_pin_joint_create(OUKSKWorld *w, OUKBody *a, OUKBody *b, OUKVec anchor,
                                  bool limited, float lower, float upper, float frictionTorque) {
    return O(makeRevoluteJoint(w->world, B(a), B(b), V(anchor), limited, lower, upper, frictionTorque));
}

void ouk_sk_pin_joint_set_motor(OUKJoint *j, float speed, float maxTorque) {
    auto *r = static_cast<b2RevoluteJoint *>(J(j));
    r->EnableMotor(speed != 0 || maxTorque > 0);
    r->SetMotorSpeed(speed);
    r->SetMaxMotorTorque(speed != 0 ? b2Max(maxTorque, 1e6f) : maxTorque);
}

OUKJoint *ouk_sk_spring_joint_create(OUKSKWorld *w, OUKBody *a, OUKBody *b, OUKVec pa, OUKVec pb, float frequency, float damping) {
    float length = b2Distance(V(pa), V(pb));
    return O(makeDistanceJoint(w->world, B(a), B(b), V(pa), V(pb), length, 0, b2_maxFloat, frequency, damping, false));
}

OUKJoint *ouk_sk_fixed_joint_create(OUKSKWorld *w, OUKBody *a, OUKBody *b, OUKVec anchor) {
    return O(makeWeldJoint(w->world, B(a), B(b), V(anchor)));
}

OUKJoint *ouk_sk_sliding_joint_create(OUKSKWorld *w, OUKBody *a, OUKBody *b, OUKVec anchor, OUKVec axis,
                                      bool limited, float lower, float upper) {
    return O(makePrismaticJoint(w->world, B(a), B(b), V(anchor), V(axis), limited, lower, upper));
}

OUKJoint *ouk_sk_limit_joint_create(OUKSKWorld *w, OUKBody *a, OUKBody *b, OUKVec pa, OUKVec pb, float maxLength) {
    // Slack below the maximum: a rope.
    b2DistanceJointDef def;
    def.Initialize(B(a), B(b), V(pa), V(pb));
    def.minLength = 0;
    def.maxLength = maxLength;
    def.length = b2Min(def.length, maxLength);
    def.stiffness = 0;
    def.damping = 0;
    def.collideConnected = true;
    return O(w->world.CreateJoint(&def));
}

OUKVec ouk_sk_joint_reaction_force(const OUKJoint *j, float dt) {
    b2Vec2 f = J(j)->GetReactionForce(dt > 0 ? 1 / dt : 0);
    return OUKVec{f.x, f.y};
}

float ouk_sk_joint_reaction_torque(const OUKJoint *j, float dt) { return J(j)->GetReactionTorque(dt > 0 ? 1 / dt : 0); }

void ouk_sk_joint_destroy(OUKSKWorld *w, OUKJoint *j) { w->world.DestroyJoint(J(j)); }

}  // extern "C"
