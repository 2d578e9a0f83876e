// The C interface of CBox2D.h over Box2D's C++ classes.
#include "CBox2D.h"
#include <box2d/box2d.h>
#include <vector>
#include "JointMaking.h"

namespace {

struct ShapeData {
    int64_t tag;
    uint64_t itemMask, boundaryMask, ownerMask;
    bool isBoundary;
};

ShapeData *dataOf(b2Fixture *f) { return reinterpret_cast<ShapeData *>(f->GetUserData().pointer); }

// Who collides with whom is UIKit's collision behaviours, not Box2D's 16 category bits.
class Filter : public b2ContactFilter {
public:
    bool ShouldCollide(b2Fixture *a, b2Fixture *b) override {
        ShapeData *da = dataOf(a), *db = dataOf(b);
        if (!da || !db) return false;
        if (da->isBoundary && db->isBoundary) return false;
        if (da->isBoundary) return (db->boundaryMask & da->ownerMask) != 0;
        if (db->isBoundary) return (da->boundaryMask & db->ownerMask) != 0;
        return (da->itemMask & db->itemMask) != 0;
    }
};

class Listener : public b2ContactListener {
public:
    std::vector<OUKContactEvent> events;
    void record(b2Contact *contact, bool began) {
        ShapeData *da = dataOf(contact->GetFixtureA()), *db = dataOf(contact->GetFixtureB());
        if (!da || !db) return;
        OUKContactEvent e{da->tag, db->tag, da->isBoundary, db->isBoundary, began, {0, 0}};
        if (began && contact->GetManifold()->pointCount > 0) {
            b2WorldManifold m;
            contact->GetWorldManifold(&m);
            int n = contact->GetManifold()->pointCount;
            b2Vec2 p(0, 0);
            for (int i = 0; i < n; i++) p += m.points[i];
            e.point = {p.x / n, p.y / n};
        }
        events.push_back(e);
    }
    void BeginContact(b2Contact *contact) override { record(contact, true); }
    void EndContact(b2Contact *contact) override { record(contact, false); }
};

}  // namespace

struct OUKWorld {
    b2World world{b2Vec2(0, 0)};
    Filter filter;
    Listener listener;
    OUKWorld() {
        world.SetContactFilter(&filter);
        world.SetContactListener(&listener);
    }
};

static b2Body *B(OUKBody *b) { return reinterpret_cast<b2Body *>(b); }
static const b2Body *B(const OUKBody *b) { return reinterpret_cast<const b2Body *>(b); }
static b2Joint *J(OUKJoint *j) { return reinterpret_cast<b2Joint *>(j); }
static b2Vec2 V(OUKVec v) { return b2Vec2(v.x, v.y); }
static OUKVec O(b2Vec2 v) { return OUKVec{v.x, v.y}; }

// Shape data outlives its fixtures until Box2D has ended their contacts (which read it).
static void collectShapes(b2Body *body, std::vector<ShapeData *> &out) {
    for (b2Fixture *f = body->GetFixtureList(); f; f = f->GetNext()) out.push_back(dataOf(f));
}

static void freeShapes(std::vector<ShapeData *> &data) {
    for (ShapeData *d : data) delete d;
}

// Box2D's time-of-impact pass keeps a fast body from passing through a boundary within a step,
// and costs most of a step where items lie against the walls: it runs only in a step where some
// awake body could move by half its own smallest half-extent, which discrete contacts catch.
static bool someBodyIsFast(b2World &world, float dt) {
    b2Transform identity;
    identity.SetIdentity();
    for (b2Body *b = world.GetBodyList(); b; b = b->GetNext()) {
        if (b->GetType() != b2_dynamicBody || !b->IsAwake()) continue;
        float size = b2_maxFloat, reach = 0;
        b2Vec2 centre = b->GetLocalCenter();
        for (b2Fixture *f = b->GetFixtureList(); f; f = f->GetNext()) {
            b2AABB box;
            f->GetShape()->ComputeAABB(&box, identity, 0);
            b2Vec2 e = box.GetExtents();
            size = b2Min(size, b2Min(e.x, e.y));
            b2Vec2 far(b2Max(b2Abs(box.lowerBound.x - centre.x), b2Abs(box.upperBound.x - centre.x)),
                       b2Max(b2Abs(box.lowerBound.y - centre.y), b2Abs(box.upperBound.y - centre.y)));
            reach = b2Max(reach, far.Length());
        }
        float travel = (b->GetLinearVelocity().Length() + b2Abs(b->GetAngularVelocity()) * reach) * dt;
        if (travel > 0.5f * size) return true;
    }
    return false;
}

extern "C" {

OUKWorld *ouk_world_create(void) { return new OUKWorld(); }

void ouk_world_destroy(OUKWorld *w) {
    std::vector<ShapeData *> data;
    for (b2Body *b = w->world.GetBodyList(); b; b = b->GetNext()) collectShapes(b, data);
    delete w;
    freeShapes(data);
}

void ouk_world_step(OUKWorld *w, float dt, int vi, int pi) {
    w->world.SetContinuousPhysics(someBodyIsFast(w->world, dt));
    w->world.Step(dt, vi, pi);
    w->world.ClearForces();
}

int ouk_world_awake_count(const OUKWorld *w) {
    int n = 0;
    for (const b2Body *b = w->world.GetBodyList(); b; b = b->GetNext())
        if (b->GetType() == b2_dynamicBody && b->IsAwake()) n++;
    return n;
}

int ouk_world_contact_event_count(const OUKWorld *w) { return (int)w->listener.events.size(); }
OUKContactEvent ouk_world_contact_event(const OUKWorld *w, int i) { return w->listener.events[i]; }
void ouk_world_clear_contact_events(OUKWorld *w) { w->listener.events.clear(); }

OUKBody *ouk_body_create(OUKWorld *w, bool isStatic, OUKVec p, float angle) {
    b2BodyDef def;
    def.type = isStatic ? b2_staticBody : b2_dynamicBody;
    def.position = V(p);
    def.angle = angle;
    return reinterpret_cast<OUKBody *>(w->world.CreateBody(&def));
}

void ouk_body_destroy(OUKWorld *w, OUKBody *b) {
    std::vector<ShapeData *> data;
    collectShapes(B(b), data);
    w->world.DestroyBody(B(b));
    freeShapes(data);
}

static void addShape(OUKBody *b, const b2Shape &shape, OUKShapeDef d) {
    b2FixtureDef def;
    def.shape = &shape;
    def.density = d.density;
    def.friction = d.friction;
    def.restitution = d.restitution;
    def.userData.pointer = reinterpret_cast<uintptr_t>(
        new ShapeData{d.tag, d.itemMask, d.boundaryMask, d.ownerMask, d.isBoundary});
    B(b)->CreateFixture(&def);
}

void ouk_body_add_polygon(OUKBody *b, const OUKVec *v, int count, OUKShapeDef d) {
    b2Vec2 points[b2_maxPolygonVertices];
    int n = count < b2_maxPolygonVertices ? count : b2_maxPolygonVertices;
    // Box2D asserts on a polygon that welds to fewer than three points or has no area: skip those.
    int unique = 0;
    for (int i = 0; i < n; i++) {
        b2Vec2 p = V(v[i]);
        bool weld = false;
        for (int j = 0; j < unique; j++)
            if (b2DistanceSquared(p, points[j]) < 0.25f * b2_linearSlop * b2_linearSlop) weld = true;
        if (!weld) points[unique++] = p;
    }
    if (unique < 3) return;
    float area = 0;
    for (int i = 0; i < unique; i++) area += b2Cross(points[i], points[(i + 1) % unique]);
    if (area * area < 1e-10f) return;
    b2PolygonShape shape;
    shape.Set(points, unique);
    addShape(b, shape, d);
}

void ouk_body_add_circle(OUKBody *b, OUKVec c, float r, OUKShapeDef d) {
    b2CircleShape shape;
    shape.m_p = V(c);
    shape.m_radius = r;
    addShape(b, shape, d);
}

void ouk_body_add_edge(OUKBody *b, OUKVec p, OUKVec q, OUKShapeDef d) {
    b2EdgeShape shape;
    shape.SetTwoSided(V(p), V(q));
    addShape(b, shape, d);
}

void ouk_body_remove_shapes(OUKBody *b) {
    std::vector<ShapeData *> data;
    collectShapes(B(b), data);
    while (b2Fixture *f = B(b)->GetFixtureList()) B(b)->DestroyFixture(f);
    freeShapes(data);
}

void ouk_body_set_material(OUKBody *b, float density, float friction, float restitution) {
    for (b2Fixture *f = B(b)->GetFixtureList(); f; f = f->GetNext()) {
        f->SetDensity(density);
        f->SetFriction(friction);
        f->SetRestitution(restitution);
    }
    B(b)->ResetMassData();
}

void ouk_body_set_masks(OUKBody *b, uint64_t itemMask, uint64_t boundaryMask) {
    for (b2Fixture *f = B(b)->GetFixtureList(); f; f = f->GetNext()) {
        ShapeData *d = dataOf(f);
        if (!d || (d->itemMask == itemMask && d->boundaryMask == boundaryMask)) continue;
        d->itemMask = itemMask;
        d->boundaryMask = boundaryMask;
        f->Refilter();
    }
}

void ouk_body_set_static(OUKBody *b, bool isStatic) { B(b)->SetType(isStatic ? b2_staticBody : b2_dynamicBody); }
void ouk_body_set_damping(OUKBody *b, float linear, float angular) {
    B(b)->SetLinearDamping(linear);
    B(b)->SetAngularDamping(angular);
}
void ouk_body_set_fixed_rotation(OUKBody *b, bool fixed) { B(b)->SetFixedRotation(fixed); }
OUKVec ouk_body_position(const OUKBody *b) { return O(B(b)->GetPosition()); }
float ouk_body_angle(const OUKBody *b) { return B(b)->GetAngle(); }
void ouk_body_set_transform(OUKBody *b, OUKVec p, float angle) { B(b)->SetTransform(V(p), angle); }
OUKVec ouk_body_linear_velocity(const OUKBody *b) { return O(B(b)->GetLinearVelocity()); }
void ouk_body_set_linear_velocity(OUKBody *b, OUKVec v) { B(b)->SetLinearVelocity(V(v)); }
float ouk_body_angular_velocity(const OUKBody *b) { return B(b)->GetAngularVelocity(); }
void ouk_body_set_angular_velocity(OUKBody *b, float w) { B(b)->SetAngularVelocity(w); }
float ouk_body_mass(const OUKBody *b) { return B(b)->GetMass(); }
float ouk_body_inertia(const OUKBody *b) { return B(b)->GetInertia(); }
void ouk_body_apply_force(OUKBody *b, OUKVec f, OUKVec p, bool wake) { B(b)->ApplyForce(V(f), V(p), wake); }
void ouk_body_apply_impulse(OUKBody *b, OUKVec i, OUKVec p) { B(b)->ApplyLinearImpulse(V(i), V(p), true); }
void ouk_body_apply_torque(OUKBody *b, float t) { B(b)->ApplyTorque(t, false); }
bool ouk_body_is_awake(const OUKBody *b) { return B(b)->IsAwake(); }
void ouk_body_set_awake(OUKBody *b, bool awake) { B(b)->SetAwake(awake); }

OUKJoint *ouk_distance_joint_create(OUKWorld *w, OUKBody *a, OUKBody *b, OUKVec pa, OUKVec pb,
                                    float length, float minLength, float maxLength, float frequency, float ratio,
                                    bool collideConnected) {
    return reinterpret_cast<OUKJoint *>(makeDistanceJoint(w->world, B(a), B(b), V(pa), V(pb), length, minLength, maxLength,
                                                          frequency, ratio, collideConnected));
}

void ouk_distance_joint_set(OUKJoint *j, float length, float minLength, float maxLength, float frequency, float ratio) {
    auto *d = static_cast<b2DistanceJoint *>(J(j));
    d->SetLength(length);
    d->SetMinLength(minLength);
    d->SetMaxLength(maxLength);
    float stiffness = 0, damping = 0;
    if (frequency > 0) b2LinearStiffness(stiffness, damping, frequency, ratio, d->GetBodyA(), d->GetBodyB());
    d->SetStiffness(stiffness);
    d->SetDamping(damping);
    d->GetBodyB()->SetAwake(true);
}

float ouk_distance_joint_length(const OUKJoint *j) {
    return static_cast<const b2DistanceJoint *>(reinterpret_cast<const b2Joint *>(j))->GetLength();
}

OUKJoint *ouk_target_joint_create(OUKWorld *w, OUKBody *ground, OUKBody *body, OUKVec target,
                                  float maxForce, float frequency, float ratio) {
    b2MouseJointDef def;
    def.bodyA = B(ground);
    def.bodyB = B(body);
    // The joint holds the body by the point under its target when made: make it at the body's
    // centre, then move the target.
    def.target = B(body)->GetWorldCenter();
    def.maxForce = maxForce;
    b2LinearStiffness(def.stiffness, def.damping, frequency, ratio, def.bodyA, def.bodyB);
    auto *joint = static_cast<b2MouseJoint *>(w->world.CreateJoint(&def));
    joint->SetTarget(V(target));
    return reinterpret_cast<OUKJoint *>(joint);
}

void ouk_target_joint_set(OUKJoint *j, OUKVec target, float maxForce, float frequency, float ratio) {
    auto *m = static_cast<b2MouseJoint *>(J(j));
    float stiffness, damping;
    b2LinearStiffness(stiffness, damping, frequency, ratio, m->GetBodyA(), m->GetBodyB());
    m->SetStiffness(stiffness);
    m->SetDamping(damping);
    m->SetMaxForce(maxForce);
    m->SetTarget(V(target));  // wakes the body
}

OUKJoint *ouk_prismatic_joint_create(OUKWorld *w, OUKBody *a, OUKBody *b, OUKVec anchor, OUKVec axis,
                                     bool limited, float lower, float upper) {
    return reinterpret_cast<OUKJoint *>(makePrismaticJoint(w->world, B(a), B(b), V(anchor), V(axis), limited, lower, upper));
}

OUKJoint *ouk_weld_joint_create(OUKWorld *w, OUKBody *a, OUKBody *b, OUKVec anchor) {
    return reinterpret_cast<OUKJoint *>(makeWeldJoint(w->world, B(a), B(b), V(anchor)));
}

OUKJoint *ouk_revolute_joint_create(OUKWorld *w, OUKBody *a, OUKBody *b, OUKVec anchor,
                                    bool limited, float lower, float upper, float frictionTorque) {
    return reinterpret_cast<OUKJoint *>(makeRevoluteJoint(w->world, B(a), B(b), V(anchor), limited, lower, upper, frictionTorque));
}

void ouk_joint_set_limits(OUKJoint *j, bool limited, float lower, float upper) {
    b2Joint *joint = J(j);
    if (joint->GetType() == e_prismaticJoint) {
        auto *p = static_cast<b2PrismaticJoint *>(joint);
        p->EnableLimit(limited);
        p->SetLimits(lower, upper);
    } else if (joint->GetType() == e_revoluteJoint) {
        auto *r = static_cast<b2RevoluteJoint *>(joint);
        r->EnableLimit(limited);
        r->SetLimits(lower, upper);
    }
    joint->GetBodyA()->SetAwake(true);
    joint->GetBodyB()->SetAwake(true);
}

void ouk_revolute_joint_set_friction(OUKJoint *j, float frictionTorque) {
    if (J(j)->GetType() != e_revoluteJoint) return;
    auto *r = static_cast<b2RevoluteJoint *>(J(j));
    r->EnableMotor(frictionTorque > 0);
    r->SetMotorSpeed(0);
    r->SetMaxMotorTorque(frictionTorque);
}

void ouk_joint_destroy(OUKWorld *w, OUKJoint *j) { w->world.DestroyJoint(J(j)); }

}  // extern "C"
