"""The three benchmark shapes built in Yoga, Taffy and kiwi, laid out by their native calls.

Each builder returns a Peer: `layout(width)` runs the native layout for a window of that
width (the only thing timed), `frames()` reads every node's frame in window coordinates in
pre-order (for the shape check, never timed). The shapes are those of `framesolver bench
layout` (Sources/FrameSolverCommands/Benchmark/LayoutWorkload.swift):
  flat: a row of n-1 children with flex-grow 1 in a 1000x100 window;
  deep: n-1 nested paddings of 0.001 around a leaf 10 tall, window 1000 wide;
  list: a column of floor((n-1)/5) rows, each a row with gap 8 and centred items: 40x40,
        200x20, a flex-grow 1 spacer, 80x30; window 1000 wide.
"""

import math

import kiwisolver as kiwi
import pyyoga as yoga
import stretchable as st
from stretchable import taffylib
from stretchable.context import taffy
from stretchable.style import AlignItems, FlexDirection
from stretchable.style.geometry.length import PCT
from stretchable.style.geometry.size import SizeAvailableSpace


def list_rows(n):
    return (n - 1) // 5


def height_of(workload):
    return 100.0 if workload == "flat" else None


# Yoga ------------------------------------------------------------------------------------

def _yoga_config():
    # Point scale 0: no rounding to a pixel grid (FrameSolver and Taffy do not round either;
    # at Yoga's default of 1 the deep chain's 0.001 paddings would round away).
    config = yoga.Config()
    config.point_scale_factor = 0
    return config


class YogaPeer:
    config = None

    def __init__(self, workload, n):
        if YogaPeer.config is None:
            YogaPeer.config = _yoga_config()
        self.workload = workload
        self.height = height_of(workload)
        self.order = []  # pre-order
        if workload == "flat":
            self.root = self._node()
            self.root.flex_direction = yoga.FlexDirection.Row
            for _ in range(n - 1):
                child = self._node()
                child.flex_grow = 1
                self.root.add_child(child)
        elif workload == "deep":
            nodes = [self._node() for _ in range(n)]
            for parent, child in zip(nodes, nodes[1:]):
                parent.set_padding(yoga.Edge.All, 0.001)
                parent.add_child(child)
            nodes[-1].height = 10
            self.root = nodes[0]
        else:
            self.root = self._node()
            for _ in range(list_rows(n)):
                row = self._node()
                row.flex_direction = yoga.FlexDirection.Row
                row.align_items = yoga.Align.Center
                row.set_gap(yoga.Gutter.Column, 8)
                self.root.add_child(row)
                for width, height in [(40, 40), (200, 20), (None, None), (80, 30)]:
                    child = self._node()
                    if width is None:
                        child.flex_grow = 1
                    else:
                        child.width, child.height = width, height
                    row.add_child(child)

    def _node(self):
        node = yoga.Node(YogaPeer.config)
        self.order.append(node)
        return node

    def layout(self, width):
        self.root.calculate_layout(width, self.height if self.height is not None else math.nan)

    def frames(self):
        origin = {}
        result = []
        for node in self.order:
            px, py = origin.get(id(node.parent), (0.0, 0.0)) if node.parent is not None else (0.0, 0.0)
            x, y = px + node.layout_left, py + node.layout_top
            origin[id(node)] = (x, y)
            result.append((x, y, node.layout_width, node.layout_height))
        return result


# Taffy -----------------------------------------------------------------------------------

class TaffyPeer:
    def __init__(self, workload, n):
        self.workload = workload
        self.height = height_of(workload)
        self.order = []
        column = FlexDirection.COLUMN
        if workload == "flat":
            self.root = self._node(flex_direction=FlexDirection.ROW, size=(100 * PCT, 100 * PCT))
            for _ in range(n - 1):
                self.root.add(self._node(flex_grow=1))
        elif workload == "deep":
            # The root fills the window's width, as a window's root view does (Taffy sizes an
            # auto root to its content).
            nodes = [self._node(flex_direction=column, padding=0.001, size=(100 * PCT, None))]
            for _ in range(n - 2):
                nodes.append(self._node(flex_direction=column, padding=0.001))
            nodes.append(self._node(size=(None, 10)))
            for parent, child in zip(nodes, nodes[1:]):
                parent.add(child)
            self.root = nodes[0]
        else:
            self.root = self._node(flex_direction=column, size=(100 * PCT, None))
            for _ in range(list_rows(n)):
                row = self._node(flex_direction=FlexDirection.ROW, align_items=AlignItems.CENTER, gap=8)
                self.root.add(row)
                for width, height in [(40, 40), (200, 20), (None, None), (80, 30)]:
                    row.add(self._node(flex_grow=1) if width is None else self._node(size=(width, height)))

    def _node(self, **style):
        node = st.Node(**style)
        self.order.append(node)
        return node

    def layout(self, width):
        space = SizeAvailableSpace(width, self.height).to_dict()
        # The native call alone (Node.compute_layout would also copy every frame into Python).
        taffy.use_rounding = False
        taffylib.node_compute_layout_with_measure(taffy._ptr, self.root._node_id, space, _no_measure)

    def frames(self):
        layout = taffylib.PyLayout()
        origin = {}
        result = []
        for node in self.order:
            taffylib.node_get_layout(taffy._ptr, node._node_id, layout)
            px, py = origin.get(id(node.parent), (0.0, 0.0)) if node.parent is not None else (0.0, 0.0)
            x, y = px + layout.x, py + layout.y
            origin[id(node)] = (x, y)
            result.append((x, y, layout.width, layout.height))
        return result


def _no_measure(*_):
    raise RuntimeError("no node of the benchmark shapes has a measure function")


# kiwi (Cassowary) ------------------------------------------------------------------------

class KiwiPeer:
    """Each node is four variables (x, y, w, h) and the shape's rules are required constraints;
    the window width is an edit variable. Adding the constraints is kiwi's layout, so the first
    layout times adding them and reading the variables back; a re-layout suggests a width."""

    def __init__(self, workload, n):
        self.workload = workload
        self.boxes = []
        self.width = kiwi.Variable("window")
        self.constraints = []
        c = self.constraints
        if workload == "flat":
            root = self._box()
            c += [root[0] == 0, root[1] == 0, root[2] == self.width, root[3] == 100]
            previous = None
            for _ in range(n - 1):
                box = self._box()
                c += [box[1] == 0, box[3] == 100, box[2] >= 0]
                c.append(box[0] == 0 if previous is None else box[0] == previous[0] + previous[2])
                if previous is not None:
                    c.append(box[2] == previous[2])
                previous = box
            c.append(previous[0] + previous[2] == root[2])
        elif workload == "deep":
            boxes = [self._box() for _ in range(n)]
            c += [boxes[0][0] == 0, boxes[0][1] == 0, boxes[0][2] == self.width, boxes[-1][3] == 10]
            for parent, child in zip(boxes, boxes[1:]):
                c += [child[0] == parent[0] + 0.001, child[1] == parent[1] + 0.001,
                      child[2] == parent[2] - 0.002, parent[3] == child[3] + 0.002]
        else:
            root = self._box()
            c += [root[0] == 0, root[1] == 0, root[2] == self.width]
            y = 0
            for _ in range(list_rows(n)):
                row = self._box()
                c += [row[0] == 0, row[2] == root[2], row[1] == y, (row[3] == 0) | "weak"]
                y = row[1] + row[3]
                previous = None
                for width, height in [(40, 40), (200, 20), (None, 0), (80, 30)]:
                    box = self._box()
                    c += [box[3] == height, row[3] >= box[3], box[1] == row[1] + (row[3] - box[3]) / 2]
                    c.append(box[2] >= 0 if width is None else box[2] == width)
                    c.append(box[0] == row[0] if previous is None else box[0] == previous[0] + previous[2] + 8)
                    previous = box
                c.append(previous[0] + previous[2] == row[0] + row[2])
            c.append(root[3] == y)
        self.solver = None

    def _box(self):
        box = tuple(kiwi.Variable() for _ in range(4))
        self.boxes.append(box)
        return box

    def layout(self, width):
        if self.solver is None:
            self.solver = kiwi.Solver()
            self.solver.addEditVariable(self.width, "strong")
            self.solver.suggestValue(self.width, width)
            for constraint in self.constraints:
                self.solver.addConstraint(constraint)
        else:
            self.solver.suggestValue(self.width, width)
        self.solver.updateVariables()

    def frames(self):
        return [tuple(v.value() for v in box) for box in self.boxes]


PEERS = {"yoga": YogaPeer, "taffy": TaffyPeer, "kiwi": KiwiPeer}
